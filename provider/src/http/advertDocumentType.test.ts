/** @jest-environment node */
import { advertDocumentTypeOf } from './advertDocumentType';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'utf8')] : part)));

test('recognises the six stated formats by their bytes', () => {
  expect(advertDocumentTypeOf(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('image/png');
  expect(advertDocumentTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  expect(advertDocumentTypeOf(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  expect(advertDocumentTypeOf(bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0]))).toBe('video/mp4');
  expect(advertDocumentTypeOf(bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))).toBe('video/x-msvideo');
  expect(advertDocumentTypeOf(bytes('Lagos home fair, 12 May: ₦ discounts for early buyers.\n'))).toBe('text/plain; charset=utf-8');
  expect(advertDocumentTypeOf(bytes([0xef, 0xbb, 0xbf], 'with a byte-order mark'))).toBe('text/plain; charset=utf-8');
});

test('refuses markup, scripts, binary data and images outside the stated formats', () => {
  expect(advertDocumentTypeOf(bytes('<!doctype html><p>hi</p>'))).toBeUndefined();
  expect(advertDocumentTypeOf(bytes('Buy now! <script>alert(1)</script>'))).toBeUndefined();
  expect(advertDocumentTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  expect(advertDocumentTypeOf(bytes('text with a', [0], 'NUL byte'))).toBeUndefined();
  expect(advertDocumentTypeOf(bytes([0xc3, 0x28, 0x41]))).toBeUndefined(); // invalid UTF-8
  expect(advertDocumentTypeOf(bytes('GIF89a', [1, 0]))).toBeUndefined();
  expect(advertDocumentTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBeUndefined();
  expect(advertDocumentTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
  expect(advertDocumentTypeOf(new Uint8Array())).toBeUndefined();
});
