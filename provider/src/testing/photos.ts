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
