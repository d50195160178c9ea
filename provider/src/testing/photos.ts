import sharp from 'sharp';
import type { SeedPhoto } from '../seed/data/types';

/** What a phone writes into a photo's EXIF: its make and model, and where the photo was taken (Ikeja, Lagos). */
export const PHONE_EXIF = {
  IFD0: { Make: 'Google', Model: 'Pixel 8 Pro' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 36/1 1800/100', GPSLongitudeRef: 'E', GPSLongitude: '3/1 20/1 4200/100' },
};

/** A small JPEG as a phone saves it: 40x20 pixels stored sideways with EXIF orientation 6 (turn 90° to view), GPS and camera model. */
export function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif(PHONE_EXIF)
    .withMetadata({ orientation: 6 })
    .toBuffer();
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
    phone: { make: PHONE_EXIF.IFD0.Make, model: PHONE_EXIF.IFD0.Model, latitude: 6.6, longitude: 3.345, orientation: 6 },
  },
};
