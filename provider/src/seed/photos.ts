import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { makePhotoVariants, PHOTO_VARIANT_NAMES, PHOTO_VARIANT_QUALITY, PHOTO_VARIANT_WIDTHS, PHOTO_VARIANTS_VERSION } from '../photoVariants/variants';
import { diskFileStorage } from '../storage/fileStorage';
import { seedFromText } from './data/prng';
import type { PhoneExif, PhotoRecipe } from './data/types';

/** Part of every cache key: raise it when `makePhoto` changes what it makes from the same recipe. */
const PHOTO_GENERATOR_VERSION = 1;

const JPEG_QUALITY = 88;

/** The rotation that, undone by the EXIF orientation, shows the picture upright (sharp turns clockwise). */
const STORED_TURN: Record<PhoneExif['orientation'], number> = { 3: 180, 6: 270, 8: 90 };

/**
 * Film grain on the brightness of every pixel (the same shift on red, green and blue, as a sensor's
 * noise mostly is): flat drawing colours then compress like a photo instead of to a few kilobytes.
 * xorshift32 seeded by the drawing, so a recipe always makes the same bytes.
 */
function addGrain(pixels: Buffer, channels: number, grain: number, seed: number): void {
  let state = seed >>> 0 || 1;
  for (let i = 0; i < pixels.length; i += channels) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const shift = (((state >>> 0) & 0xff) - 128) * (grain / 128);
    for (let c = 0; c < channels; c += 1) {
      const value = pixels[i + c] + shift;
      pixels[i + c] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
}

/** Degrees as EXIF's degrees, minutes and hundredths of seconds, each a rational. */
function exifDegrees(decimal: number): string {
  const absolute = Math.abs(decimal);
  const degrees = Math.floor(absolute);
  const minutes = Math.floor((absolute - degrees) * 60);
  const hundredths = Math.round(((absolute - degrees) * 60 - minutes) * 60 * 100);
  return `${degrees}/1 ${minutes}/1 ${hundredths}/100`;
}

function phoneExif(phone: PhoneExif) {
  return {
    IFD0: { Make: phone.make, Model: phone.model },
    IFD3: {
      GPSLatitudeRef: phone.latitude >= 0 ? 'N' : 'S',
      GPSLatitude: exifDegrees(phone.latitude),
      GPSLongitudeRef: phone.longitude >= 0 ? 'E' : 'W',
      GPSLongitude: exifDegrees(phone.longitude),
    },
  };
}

/**
 * A JPEG of the recipe's drawing: rasterised at the drawing's own size and scaled up (soft edges,
 * as a lens gives), cropped to the recipe's shape, grained. A phone photo is stored turned, with an
 * EXIF orientation that turns it back, its camera and its GPS position, as a phone saves it.
 */
export async function makePhoto(recipe: PhotoRecipe): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(recipe.drawing))
    .flatten({ background: '#ffffff' })
    .resize(recipe.width, recipe.height, { fit: 'cover', kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  addGrain(data, info.channels, recipe.grain, seedFromText(recipe.drawing));
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  if (recipe.phone) {
    image.rotate(STORED_TURN[recipe.phone.orientation]).withExif(phoneExif(recipe.phone)).withMetadata({ orientation: recipe.phone.orientation });
  }
  return image.jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

/** What a recipe's cached photo is named by: everything that decides its bytes. */
function cacheKey(recipe: PhotoRecipe): string {
  return createHash('sha256').update(JSON.stringify({ version: PHOTO_GENERATOR_VERSION, quality: JPEG_QUALITY, recipe })).digest('hex');
}

/**
 * The recipe's photo, made once per machine: the seed runs at every start of a provider on an
 * in-memory database (each Playwright run, each test provider), and making its photos takes tens of
 * seconds while reading them back takes well under one. Kept in `cacheDir` by a hash of the recipe
 * and the generator's version, so a changed drawing or generator makes a new photo, never a stale one.
 */
/**
 * The variants of a recipe's photo (photoVariants/), `stored` being the photo as stored: made once
 * per machine and kept beside the photo in the cache, so a seed copies them rather than a job making
 * them at every start of a provider on an in-memory database. Null when the photo gets none.
 */
export async function cachedPhotoVariants(recipe: PhotoRecipe, stored: Buffer, cacheDir: string): Promise<{ name: string; bytes: Buffer }[] | null> {
  const cache = diskFileStorage(cacheDir);
  const key = createHash('sha256').update(JSON.stringify({ photo: cacheKey(recipe), version: PHOTO_VARIANTS_VERSION, widths: PHOTO_VARIANT_WIDTHS, quality: PHOTO_VARIANT_QUALITY })).digest('hex');
  const cached = await Promise.all(PHOTO_VARIANT_NAMES.map(async (name) => ({ name, bytes: await cache.get(key, name) })));
  if (cached.every((variant) => variant.bytes)) return cached as { name: string; bytes: Buffer }[];
  const made = await makePhotoVariants(stored);
  for (const variant of made ?? []) await cache.put(key, variant.bytes, variant.name);
  return made;
}

export async function cachedPhoto(recipe: PhotoRecipe, cacheDir: string): Promise<Buffer> {
  // A folder kept like the provider's own files (written aside, then renamed: two providers seeding
  // at once never read half a photo), by the recipe's hash.
  const cache = diskFileStorage(cacheDir);
  const key = cacheKey(recipe);
  const cached = await cache.get(key);
  if (cached) return cached;
  const photo = await makePhoto(recipe);
  await cache.put(key, photo);
  return photo;
}
