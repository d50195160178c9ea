import sharp from 'sharp';
import { renderSharePreview } from './preview-image';

const MAX_BYTES = 300 * 1024;

/** A photo-like picture: random noise compresses as badly as a real photo, worse than most. */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

const drawing = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#c9e4d6"/><circle cx="200" cy="150" r="80" fill="#0b6e4f"/></svg>',
);

async function expectPreview(jpeg: Buffer) {
  const info = await sharp(jpeg).metadata();
  expect(info).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  expect(jpeg.length).toBeLessThanOrEqual(MAX_BYTES);
}

describe('renderSharePreview', () => {
  const text = { title: 'Palm Court <Lekki> & Sons', details: ['₦45,000,000', 'Lekki, Lagos'] };

  it('draws a 1200x630 JPEG under 300 kB from a large, noisy photo', async () => {
    await expectPreview(await renderSharePreview({ photo: await noisyJpeg(2400, 1600), ...text }));
  }, 30_000);

  it('draws one from an SVG drawing, and from no picture or an unreadable one', async () => {
    await expectPreview(await renderSharePreview({ photo: drawing, ...text }));
    await expectPreview(await renderSharePreview({ photo: null, ...text }));
    await expectPreview(await renderSharePreview({ photo: Buffer.from('not an image'), ...text }));
  }, 30_000);

  it('shows the photo: the frame is not the plain brand colour', async () => {
    const withPhoto = await sharp(await renderSharePreview({ photo: drawing, ...text })).stats();
    const without = await sharp(await renderSharePreview({ photo: null, ...text })).stats();
    expect(withPhoto.channels[0]!.mean).not.toBeCloseTo(without.channels[0]!.mean, 0);
  }, 30_000);

  it('draws no picture of too many pixels: a small SVG naming 12,000 x 12,000 pixels gets the brand colour, at once', async () => {
    const huge = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="6000"><rect width="6000" height="6000" fill="#c9e4d6"/></svg>');
    const started = Date.now();
    const drawn = await sharp(await renderSharePreview({ photo: huge, ...text })).stats();
    expect(Date.now() - started).toBeLessThan(3_000);
    const without = await sharp(await renderSharePreview({ photo: null, ...text })).stats();
    expect(drawn.channels[0]!.mean).toBeCloseTo(without.channels[0]!.mean, 0);
  }, 30_000);
});
