import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../http/imageMetadata';

/**
 * The sizes of a listing photo the site's pages ask for (`/img/{width}/{key}`, the web app's
 * lib/images/variants.ts): the widths of the cards' (256–828), the property page's gallery (384–1600)
 * and the small pictures' (192–640) `srcset`, as WebP and as JPEG for browsers without WebP, at the
 * site's standard quality. Made once when the photo is uploaded (a job), so a first view, or a
 * crawler's pass over every listing, reads them instead of making them. Save-Data's lighter variants
 * and the widths of other slots are still made by the site on first request.
 */
export const PHOTO_VARIANT_WIDTHS = [192, 256, 384, 512, 640, 828, 1080, 1280, 1600] as const;
export const PHOTO_VARIANT_FORMATS = ['webp', 'jpeg'] as const;
export const PHOTO_VARIANT_QUALITY = 75;
/** Part of the seed's cache key for them (seed/photos.ts): raise it when makePhotoVariants changes what it makes. */
export const PHOTO_VARIANTS_VERSION = 2;

export type PhotoVariantFormat = (typeof PHOTO_VARIANT_FORMATS)[number];

/**
 * WebP's encoding effort, and plain JPEG rather than mozjpeg: cheaper than the site's on-demand
 * settings for a few more bytes (docs/quality.md, "Pictures"), as every photo gets eighteen variants,
 * the seed makes them for every demo photo on a new machine, and most are never shown.
 */
const WEBP_EFFORT = 2;

/** How a variant is named in the storage, beside its photo: `828w.webp`. */
export const variantName = (width: number, format: PhotoVariantFormat) => `${width}w.${format}`;

/** Every variant a photo gets, in the order they are made (the last one written says all are there). */
export const PHOTO_VARIANT_NAMES = PHOTO_VARIANT_WIDTHS.flatMap((width) => PHOTO_VARIANT_FORMATS.map((format) => variantName(width, format)));

/** The raster formats that get variants; other files (drawings, GIFs, documents) are shown as stored. */
export const RESIZABLE_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Every variant of a photo, or null when it is not one to resize (an animated WebP keeps its frames;
 * past MAX_IMAGE_PIXELS it is not decoded). Upright by its EXIF orientation, without metadata; a
 * JPEG has no transparency, so a PNG's is laid on white. The photo is decoded once, to the largest
 * width, and the others are made from that. Throws when sharp cannot read the bytes.
 */
export async function makePhotoVariants(source: Buffer): Promise<{ name: string; bytes: Buffer }[] | null> {
  const header = await sharp(source, { limitInputPixels: false }).metadata();
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_IMAGE_PIXELS || (header.pages ?? 1) > 1) return null;
  const largest = PHOTO_VARIANT_WIDTHS.at(-1)!;
  const { data, info } = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const variants = [];
  for (const width of PHOTO_VARIANT_WIDTHS) {
    for (const format of PHOTO_VARIANT_FORMATS) {
      const resized = sharp(data, raw).resize({ width, withoutEnlargement: true });
      const bytes =
        format === 'webp'
          ? await resized.webp({ quality: PHOTO_VARIANT_QUALITY, effort: WEBP_EFFORT }).toBuffer()
          : await resized.flatten({ background: '#ffffff' }).jpeg({ quality: PHOTO_VARIANT_QUALITY }).toBuffer();
      variants.push({ name: variantName(width, format), bytes });
    }
  }
  return variants;
}
