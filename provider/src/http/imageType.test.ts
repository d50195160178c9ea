/** @jest-environment node */
import { documentTypeOf, imageTypeOf } from './imageType';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

test('recognises the four image formats by their signatures', () => {
  expect(imageTypeOf(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('image/png');
  expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  expect(imageTypeOf(bytes('GIF89a', [1, 0]))).toBe('image/gif');
  expect(imageTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
});

test('refuses markup, truncated signatures and other RIFF files', () => {
  expect(imageTypeOf(bytes('<!doctype html><script>alert(1)</script>'))).toBeUndefined();
  expect(imageTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeUndefined();
  expect(imageTypeOf(bytes([0x89], 'PNG'))).toBeUndefined();
  expect(imageTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
  expect(imageTypeOf(new Uint8Array())).toBeUndefined();
});

test('documents are the images or a PDF, still by their bytes', () => {
  expect(documentTypeOf(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  expect(documentTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  expect(documentTypeOf(bytes('<html>%PDF-'))).toBeUndefined();
  expect(imageTypeOf(bytes('%PDF-1.7\n'))).toBeUndefined();
});
