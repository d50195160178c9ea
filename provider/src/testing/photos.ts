import sharp from 'sharp';

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
