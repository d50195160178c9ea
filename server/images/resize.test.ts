/** @jest-environment node */
import sharp from 'sharp';
import { isResizable, MAX_INPUT_PIXELS, resizeImage, TooManyPixelsError } from './resize';

const webp = { width: 96, format: 'webp' as const, quality: 75 };

describe('resizeImage', () => {
  it('stands a photo upright by its EXIF orientation and writes no metadata', async () => {
    // 200x100 stored, orientation 6: the camera was turned, the photo is 100 wide and 200 high.
    const turned = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#a33' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const variant = (await resizeImage(turned, webp))!;
    const metadata = await sharp(variant).metadata();
    expect([metadata.width, metadata.height]).toEqual([96, 192]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('lays a transparent PNG on white for the JPEG fallback, and keeps its transparency in WebP', async () => {
    const clear = await sharp({ create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const jpeg = (await resizeImage(clear, { width: 96, format: 'jpeg', quality: 75 }))!;
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((channel) => channel > 250)).toBe(true);
    expect((await sharp((await resizeImage(clear, webp))!).metadata()).hasAlpha).toBe(true);
  });

  it('leaves an animated picture whole (null: shown as stored)', async () => {
    const frame = (background: string) => sharp({ create: { width: 20, height: 40, channels: 3, background } }).png().toBuffer();
    const animated = await sharp([await frame('#3a3'), await frame('#a33')], { join: { animated: true } }).webp().toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    expect(await resizeImage(animated, webp)).toBeNull();
  });

  it('refuses a picture of more than 50 million pixels from its header, before decoding it', async () => {
    // 8,000 x 8,000 of one colour: a small PNG, 192 MB once decoded.
    const wide = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#888' } }).png().toBuffer();
    expect(8000 * 8000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const started = Date.now();
    await expect(resizeImage(wide, webp)).rejects.toThrow(TooManyPixelsError);
    expect(Date.now() - started).toBeLessThan(200);
  });

  it('throws on bytes that are no picture', async () => {
    await expect(resizeImage(Buffer.from('<html>'), webp)).rejects.toThrow();
  });
});

describe('isResizable', () => {
  it.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['image/webp', true],
    ['image/svg+xml', false],
    ['image/gif', false],
    ['video/mp4', false],
    ['application/pdf', false],
    ['application/octet-stream', false],
  ])('%s: %s', (type, expected) => expect(isResizable(type)).toBe(expected));
});
