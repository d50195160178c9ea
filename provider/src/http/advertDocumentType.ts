import { imageTypeOf } from './imageType';

/**
 * Advert documents (PNG, JPG, PDF, MP4, AVI, TXT), recognised by their bytes, never by the
 * name or the declared type. GIF and WebP images are not among the stated formats.
 */
export type AdvertDocumentType = 'image/png' | 'image/jpeg' | 'application/pdf' | 'video/mp4' | 'video/x-msvideo' | 'text/plain; charset=utf-8';

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length && [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));

/** Text that a browser could take for a page or a script is not a plain-text advert. */
const MARKUP = /<\s*(!doctype|html|head|body|script|iframe|svg|object|embed|\?xml)\b/i;

/** Plain text: valid UTF-8 (a BOM allowed), no NUL bytes, and no HTML or script in it. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !MARKUP.test(text);
}

export function advertDocumentTypeOf(bytes: Uint8Array): AdvertDocumentType | undefined {
  const image = imageTypeOf(bytes);
  if (image === 'image/png' || image === 'image/jpeg') return image;
  if (image) return undefined;
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf';
  // ISO base media (MP4): a box size, then the `ftyp` box type at offset 4.
  if (ascii(bytes, 4, 'ftyp')) return 'video/mp4';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'AVI ')) return 'video/x-msvideo';
  return isPlainText(bytes) ? 'text/plain; charset=utf-8' : undefined;
}
