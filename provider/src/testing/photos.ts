import type { PhoneExif, SeedPhoto } from '../seed/data/types';
import { makePhoto } from '../seed/photos';

/** The phone the test photos were taken on, and where (Ikeja, Lagos): stored sideways, orientation 6. */
const PHONE: PhoneExif = { make: 'Google', model: 'Pixel 8 Pro', latitude: 6.6, longitude: 3.345, orientation: 6 };

/**
 * A small JPEG as a phone saves it, made as the seed makes its phone photos: 20x40 upright, so stored
 * sideways as 40x20 with EXIF orientation 6 (turn 90° to view), GPS and camera model. No grain: what
 * its tests check is the metadata, and a flat colour keeps the upload about a kilobyte.
 */
export function phoneJpeg(): Promise<Buffer> {
  return makePhoto({
    drawing: '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="40"><rect width="20" height="40" fill="#c0392b"/></svg>',
    width: 20,
    height: 40,
    grain: 0,
    phone: PHONE,
  });
}

/**
 * A seed photo taken on that phone (seed/photos.ts makes it): sky above grass, stored sideways with
 * orientation 6, GPS and camera model. The fixture data shows it on a tip, so every test provider's
 * seed strips it as it strips an upload's.
 */
export const FIXTURE_PHONE_PHOTO: SeedPhoto = {
  key: 'seed/tip/phone-photo.jpg',
  contentType: 'image/jpeg',
  photo: {
    drawing:
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="60" fill="#2f80c8"/><rect y="60" width="160" height="60" fill="#5d9a42"/></svg>',
    width: 160,
    height: 120,
    grain: 4,
    phone: PHONE,
  },
};

/**
 * A photo with something in it, distinct for each `seed`: a 12 x 9 grid of random shades scaled up
 * smoothly to 640 x 480, saved as a JPEG. Its hash has bits to compare (a plain picture's has none).
 */
export async function patternPhoto(seed: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  let state = seed >>> 0 || 1;
  const shades = Buffer.alloc(12 * 9 * 3);
  for (let i = 0; i < shades.length; i += 1) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    shades[i] = state >>> 24;
  }
  return sharp(shades, { raw: { width: 12, height: 9, channels: 3 } }).resize(640, 480, { kernel: 'cubic' }).jpeg({ quality: 90 }).toBuffer();
}

/** A copy of a photo as a re-poster makes one: half the size, saved again at JPEG quality 60. */
export async function resavedCopy(photo: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { width = 0 } = await sharp(photo).metadata();
  return sharp(photo).resize(Math.round(width / 2)).jpeg({ quality: 60 }).toBuffer();
}
