/**
 * The advert document's stated formats (PNG, JPG, PDF, MP4, AVI, TXT), recognised by their
 * bytes, never by name or declared type. The BFF relabels the file with the type found here; the
 * provider checks again on its side.
 */
export type AdvertFileType = 'image/png' | 'image/jpeg' | 'application/pdf' | 'video/mp4' | 'video/x-msvideo' | 'text/plain';

const hasAscii = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length && [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));
const hasBytes = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** Text a browser could take for a page or a script is not a plain-text advert. */
const MARKUP = /<\s*(!doctype|html|head|body|script|iframe|svg|object|embed|\?xml)\b/i;

/** Plain text: valid UTF-8 (a byte-order mark allowed), no NUL bytes, no HTML or script in it. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    return !MARKUP.test(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return false;
  }
}

export function sniffAdvertFileType(bytes: Uint8Array): AdvertFileType | null {
  if (hasBytes(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (hasBytes(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (hasAscii(bytes, 0, '%PDF-')) return 'application/pdf';
  // ISO base media (MP4): a box size, then the `ftyp` box at offset 4.
  if (hasAscii(bytes, 4, 'ftyp')) return 'video/mp4';
  if (hasAscii(bytes, 0, 'RIFF')) return hasAscii(bytes, 8, 'AVI ') ? 'video/x-msvideo' : null;
  if (hasAscii(bytes, 0, 'GIF8')) return null;
  return isPlainText(bytes) ? 'text/plain' : null;
}

/** What the file input offers (a hint only: the bytes decide). */
export const ADVERT_FILE_ACCEPT = '.png,.jpg,.jpeg,.pdf,.mp4,.avi,.txt,image/png,image/jpeg,application/pdf,video/mp4,video/x-msvideo,text/plain';
