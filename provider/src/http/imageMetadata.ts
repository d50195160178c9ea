import sharp from 'sharp';
import type { ImageType } from './imageType';

const RASTER_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] satisfies ImageType[];

/**
 * The most pixels an uploaded image may have, every frame counted (an 8,000 x 6,000 photo is 48
 * million). A PNG of one colour holds 16,000 x 16,000 pixels in under a megabyte, so the byte limit
 * alone lets through an image that takes three quarters of a gigabyte to decode, here and wherever
 * it is shown.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * True when the image's header names more than MAX_IMAGE_PIXELS (read from the header, nothing
 * decoded). False for anything but a raster image, and for bytes whose header cannot be read (the
 * metadata check refuses those).
 */
export async function hasTooManyPixels(bytes: Buffer, type: string): Promise<boolean> {
  if (!RASTER_TYPES.includes(type)) return false;
  try {
    const { width = 0, height = 0, pages = 1, pageHeight } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width * (pageHeight ?? height) * pages > MAX_IMAGE_PIXELS;
  } catch {
    return false;
  }
}

/**
 * An uploaded photo as others may see it: without EXIF, XMP, IPTC or text chunks. A phone photo's
 * EXIF block holds the GPS position where it was taken (for a listing, the owner's home) and the
 * camera's serial number; every image is served to strangers, so none of it is kept. The EXIF
 * orientation is applied to the pixels first, so the picture still stands upright without it.
 *
 * An image with none of that metadata is kept byte for byte (re-encoding a JPEG loses quality);
 * one that has it is re-encoded in its own format. Anything but a raster image (PDF, video, text)
 * is returned as it is. Undefined when the bytes start like an image but cannot be decoded.
 */
export async function withoutPrivateMetadata(bytes: Buffer, type: string): Promise<Buffer | undefined> {
  if (!RASTER_TYPES.includes(type)) return bytes;
  const animated = type === 'image/gif' || type === 'image/webp';
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    const private_ = metadata.exif || metadata.xmp || metadata.iptc || (metadata.comments?.length ?? 0) > 0;
    if (!private_ && (metadata.orientation ?? 1) === 1) return bytes;
    // `animated` keeps every frame of a GIF or WebP; sharp writes no metadata unless asked to (withMetadata).
    const image = sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    switch (type) {
      case 'image/jpeg':
        return await image.jpeg({ quality: 90 }).toBuffer();
      case 'image/png':
        return await image.png().toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 90 }).toBuffer();
      default:
        return await image.gif().toBuffer();
    }
  } catch {
    return undefined;
  }
}
