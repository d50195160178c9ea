/** The image formats uploads accept, recognised by their first bytes (never by name or declared type). */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, offset: number, signature: readonly number[] | string) => {
  const expected = typeof signature === 'string' ? [...signature].map((char) => char.charCodeAt(0)) : signature;
  return bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);
};

const SIGNATURES: { type: ImageType; matches(bytes: Uint8Array): boolean }[] = [
  { type: 'image/png', matches: (bytes) => startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', matches: (bytes) => startsWith(bytes, 0, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', matches: (bytes) => startsWith(bytes, 0, 'GIF87a') || startsWith(bytes, 0, 'GIF89a') },
  { type: 'image/webp', matches: (bytes) => startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP') },
];

/** The image type the bytes really are, or undefined (HTML, SVG, PDF, anything else). */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type;
}

export type DocumentType = ImageType | 'application/pdf';

/** Documents (ID cards, title deeds) may be a scan (an image) or a PDF, recognised by `%PDF-`. */
export function documentTypeOf(bytes: Uint8Array): DocumentType | undefined {
  return imageTypeOf(bytes) ?? (startsWith(bytes, 0, '%PDF-') ? 'application/pdf' : undefined);
}
