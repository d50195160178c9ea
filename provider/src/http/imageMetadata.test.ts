/** @jest-environment node */
import sharp from 'sharp';
import { phoneJpeg } from '../testing/photos';
import { tinyPdf, tinyPng } from '../testing/uploads';
import { hasTooManyPixels, MAX_IMAGE_PIXELS, withoutPrivateMetadata } from './imageMetadata';

test('a phone JPEG loses its EXIF (GPS position, camera model) and is turned upright first', async () => {
  const photo = await phoneJpeg();
  const before = await sharp(photo).metadata();
  expect(before.exif).toBeDefined();
  expect(photo.includes('Pixel 8 Pro')).toBe(true);

  const stored = await withoutPrivateMetadata(photo, 'image/jpeg');
  const after = await sharp(stored).metadata();
  expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 }); // stood upright: 40x20 sideways, orientation 6
  expect(after.exif).toBeUndefined();
  expect(after.xmp).toBeUndefined();
  expect(after.orientation).toBeUndefined();
  expect(stored!.includes('Pixel 8 Pro')).toBe(false);
});

test('XMP goes from a PNG and EXIF from a WebP, each kept in its format', async () => {
  const png = await sharp(tinyPng()).png().withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">home</x:xmpmeta>').toBuffer();
  expect((await sharp(png).metadata()).xmp).toBeDefined();
  const cleanPng = await withoutPrivateMetadata(png, 'image/png');
  const pngAfter = await sharp(cleanPng).metadata();
  expect([pngAfter.format, pngAfter.xmp]).toEqual(['png', undefined]);

  const webp = await sharp(await phoneJpeg()).keepExif().webp().toBuffer();
  expect((await sharp(webp).metadata()).exif).toBeDefined();
  const cleanWebp = await withoutPrivateMetadata(webp, 'image/webp');
  const webpAfter = await sharp(cleanWebp).metadata();
  expect([webpAfter.format, webpAfter.exif]).toEqual(['webp', undefined]);
});

test('an image without such metadata, a PDF and other documents are kept byte for byte', async () => {
  const png = tinyPng();
  expect(await withoutPrivateMetadata(png, 'image/png')).toBe(png);
  const pdf = tinyPdf();
  expect(await withoutPrivateMetadata(pdf, 'application/pdf')).toBe(pdf);
});

test('bytes that start like a JPEG but are none are refused (undefined)', async () => {
  expect(await withoutPrivateMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg')).toBeUndefined();
});

test('an image of more than 50 million pixels is found from its header, and never decoded to strip it; documents are not images', async () => {
  const wide = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#888' } }).png({ compressionLevel: 1 }).toBuffer();
  expect(8000 * 7000).toBeGreaterThan(MAX_IMAGE_PIXELS);
  expect(await hasTooManyPixels(wide, 'image/png')).toBe(true);
  // A stripping pass would have to decode it: it refuses instead.
  const tagged = await sharp(wide).withExif({ IFD0: { Model: 'Pixel 8 Pro' } }).png({ compressionLevel: 1 }).toBuffer();
  expect(await withoutPrivateMetadata(tagged, 'image/png')).toBeUndefined();

  expect(await hasTooManyPixels(tinyPng(), 'image/png')).toBe(false);
  expect(await hasTooManyPixels(tinyPdf(), 'application/pdf')).toBe(false);
}, 30_000);
