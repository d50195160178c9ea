/** @jest-environment node */
import { sniffAdvertFileType } from './advert-file-type';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'utf8')] : part)));

test('recognises PNG, JPG, PDF, MP4, AVI and plain text by their bytes', () => {
  expect(sniffAdvertFileType(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('image/png');
  expect(sniffAdvertFileType(bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
  expect(sniffAdvertFileType(bytes('%PDF-1.4\n'))).toBe('application/pdf');
  expect(sniffAdvertFileType(bytes([0, 0, 0, 0x20], 'ftypisom'))).toBe('video/mp4');
  expect(sniffAdvertFileType(bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'))).toBe('video/x-msvideo');
  expect(sniffAdvertFileType(bytes('Grand opening, 50% off — ₦5,000 only'))).toBe('text/plain');
});

test('refuses HTML and scripts named .txt, binary data, invalid UTF-8 and other formats', () => {
  expect(sniffAdvertFileType(bytes('<!DOCTYPE html><html></html>'))).toBeNull();
  expect(sniffAdvertFileType(bytes('hello <script src=x></script>'))).toBeNull();
  expect(sniffAdvertFileType(bytes('a', [0], 'b'))).toBeNull();
  expect(sniffAdvertFileType(bytes([0xff, 0xfe, 0x41]))).toBeNull();
  expect(sniffAdvertFileType(bytes('GIF89a', [1]))).toBeNull();
  expect(sniffAdvertFileType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBeNull();
  expect(sniffAdvertFileType(new Uint8Array())).toBeNull();
});
