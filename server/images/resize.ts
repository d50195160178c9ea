import 'server-only';
import sharp from 'sharp';
import type { VariantChoice } from './variant-choice';

/**
 * Photos the server resizes: the raster formats uploads and the seed hold. SVG drawings need no
 * variant, GIFs may move, and anything else is shown as the provider stores it.
 */
const RESIZABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export function isResizable(contentType: string): boolean {
  return RESIZABLE_TYPES.has(contentType);
}

/**
 * The most pixels decoded for one variant (a 8,000 x 6,000 photo is 48 million), as the provider
 * allows at upload. A PNG of a single colour compresses 16,000 x 16,000 pixels into under a megabyte
 * and would decode to three quarters of a gigabyte; sharp's own default lets that through.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The picture has more pixels than MAX_INPUT_PIXELS: refused from its header, never decoded. */
export class TooManyPixelsError extends Error {
  constructor(width: number, height: number) {
    super(`the picture is ${width} x ${height} pixels, more than ${MAX_INPUT_PIXELS} in all`);
    this.name = 'TooManyPixelsError';
  }
}

/**
 * The variant's bytes, or null when the picture is not one to resize (an animated WebP keeps its
 * frames as the original). Upright by its EXIF orientation; sharp writes no metadata into the variant.
 * JPEG (the fallback for browsers without WebP) has no transparency, so a PNG's is laid on white.
 * Throws when the bytes are not a picture sharp can read, and TooManyPixelsError, before decoding,
 * when the header names more than MAX_INPUT_PIXELS.
 */
export async function resizeImage(source: Buffer, { width, format, quality }: VariantChoice): Promise<Buffer | null> {
  // The header alone is read here; the limit is also set on the decoder, whatever the header said.
  const header = await sharp(source, { limitInputPixels: false }).metadata();
  const [sourceWidth, sourceHeight] = [header.width ?? 0, header.height ?? 0];
  if (sourceWidth * sourceHeight > MAX_INPUT_PIXELS) throw new TooManyPixelsError(sourceWidth, sourceHeight);
  if ((header.pages ?? 1) > 1) return null;
  const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS });
  const resized = image.rotate().resize({ width, withoutEnlargement: true });
  return format === 'webp'
    ? resized.webp({ quality }).toBuffer()
    : resized.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
}
