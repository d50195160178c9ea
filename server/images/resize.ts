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
 * The variant's bytes, or null when the picture is not one to resize (an animated WebP keeps its
 * frames as the original). Upright by its EXIF orientation; sharp writes no metadata into the variant.
 * JPEG (the fallback for browsers without WebP) has no transparency, so a PNG's is laid on white.
 * Throws when the bytes are not a picture sharp can read.
 */
export async function resizeImage(source: Buffer, { width, format, quality }: VariantChoice): Promise<Buffer | null> {
  const image = sharp(source);
  const { pages = 1 } = await image.metadata();
  if (pages > 1) return null;
  const resized = image.rotate().resize({ width, withoutEnlargement: true });
  return format === 'webp'
    ? resized.webp({ quality }).toBuffer()
    : resized.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
}
