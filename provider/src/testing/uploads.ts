import { crc32, deflateSync } from 'node:zlib';

/** A real 1x1 PNG: signature, IHDR, one IDAT row and IEND, each chunk with its CRC. `shade` makes distinct files. */
export function tinyPng(shade = 0x7f): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])));
    return Buffer.concat([length, Buffer.from(type, 'ascii'), data, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]); // 1x1, 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x1a, shade, 0x3c]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An image bomb: 16,000 x 16,000 pixels of one colour, under a megabyte as a PNG and three quarters
 * of a gigabyte decoded. Made by sharp (a few seconds; give the hook a long timeout).
 */
export async function pixelBombPng(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#888' } }).png({ compressionLevel: 9 }).toBuffer();
}

/** The opening of a PDF is all the provider checks. */
export const tinyPdf = () => Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

export type UploadFile = { bytes: Uint8Array; name: string; type: string };

/** A multipart POST as a browser form sends it: text fields (repeated when a list), then files. */
export function multipartRequest(
  text: Record<string, string | string[]>,
  files: Record<string, UploadFile[]> = {},
  token?: string,
): RequestInit {
  const form = new FormData();
  for (const [field, value] of Object.entries(text)) {
    for (const part of Array.isArray(value) ? value : [value]) form.append(field, part);
  }
  for (const [field, list] of Object.entries(files)) {
    for (const file of list) form.append(field, new Blob([file.bytes], { type: file.type }), file.name);
  }
  return { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} };
}
