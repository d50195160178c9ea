import { createRandom, seedFromText } from '../prng';
import type { PhoneExif, PhotoRecipe, SeedPhoto } from '../types';
import { commercialImage, type CommercialStyle } from './commercial';
import { floorPlanImage } from './floorPlan';
import { illustrationImage, type Motif } from './illustrations';
import { landImage } from './land';
import { residentialImage, type ResidentialStyle } from './residential';

/**
 * A limited pool of property photos shared by all listings keeps the seed bounded (42 photos, about
 * 84 MB) while each listing still shows pictures that match its kind.
 */
export type PropertyArt = ResidentialStyle | CommercialStyle | 'land';

const poolSizes: Record<PropertyArt, number> = {
  duplex: 8,
  bungalow: 5,
  apartments: 7,
  terrace: 4,
  office: 5,
  shops: 4,
  warehouse: 3,
  land: 6,
};

const FLOOR_PLAN_VARIANTS = ['a', 'b'];
const MAX_PLAN_BEDROOMS = 5;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The sizes owners' photos come in: listing photos 3000x2000 (a phone's, resized a little by its
 * gallery), a few straight off a phone at 4000x3000 with its EXIF; floor plans scanned at 2400x1600
 * with little grain (paper); article and service pictures 2400x1600; banners 3200x1000.
 */
const PROPERTY_PHOTO = { width: 3000, height: 2000, grain: 16 };
const PHONE_PHOTO = { width: 4000, height: 3000, grain: 14 };
const FLOOR_PLAN_SCAN = { width: 2400, height: 1600, grain: 5 };
const ARTICLE_PHOTO = { width: 2400, height: 1600, grain: 14 };
const BANNER_PHOTO = { width: 3200, height: 1000, grain: 14 };

/**
 * The pool's photos taken on a phone and uploaded as they were: EXIF with the phone, the place and an
 * orientation, which the seeder strips as it strips an upload's (so that path runs on every seed).
 * Places are public landmarks, never a demo user's address.
 */
const PHONE_PHOTOS: Record<string, PhoneExif> = {
  'seed/property/duplex-01.jpg': { make: 'Samsung', model: 'Galaxy A54 5G', latitude: 6.4281, longitude: 3.4219, orientation: 6 },
  'seed/property/bungalow-01.jpg': { make: 'Apple', model: 'iPhone 13', latitude: 9.0579, longitude: 7.4951, orientation: 8 },
  'seed/property/apartments-01.jpg': { make: 'Tecno', model: 'Camon 20 Pro', latitude: 4.8156, longitude: 7.0498, orientation: 3 },
  'seed/property/terrace-01.jpg': { make: 'Infinix', model: 'Note 30', latitude: 7.3775, longitude: 3.947, orientation: 6 },
};

export const propertyImageKeys = Object.fromEntries(
  Object.entries(poolSizes).map(([art, size]) => [art, Array.from({ length: size }, (_, i) => `seed/property/${art}-${twoDigits(i + 1)}.jpg`)]),
) as Record<PropertyArt, string[]>;

/** Floor plans drawn for the listing's bedroom count (larger homes share the 5-bedroom plans). */
export function floorPlanKeysFor(bedrooms: number): string[] {
  const drawnBedrooms = Math.min(Math.max(bedrooms, 1), MAX_PLAN_BEDROOMS);
  return FLOOR_PLAN_VARIANTS.map((variant) => `seed/floorplan/${drawnBedrooms}-bedroom-${variant}.jpg`);
}

export function illustrationKey(kind: 'tip' | 'banner' | 'service', name: string): string {
  return `seed/${kind}/${name}.jpg`;
}

/** A photo of a drawing; the drawing's random choices are seeded by the key, so it is the same on every call. */
function photoFile(key: string, size: Omit<PhotoRecipe, 'drawing'>, draw: (random: ReturnType<typeof createRandom>) => string): SeedPhoto {
  return { key, contentType: 'image/jpeg', photo: { drawing: draw(createRandom(seedFromText(key))), ...size } };
}

function drawProperty(art: PropertyArt, random: ReturnType<typeof createRandom>): string {
  if (art === 'land') return landImage(random);
  if (art === 'office' || art === 'shops' || art === 'warehouse') return commercialImage(art, random);
  return residentialImage(art, random);
}

export function propertyImageFiles(): SeedPhoto[] {
  return (Object.keys(poolSizes) as PropertyArt[]).flatMap((art) =>
    propertyImageKeys[art].map((key) => {
      const phone = PHONE_PHOTOS[key];
      return photoFile(key, phone ? { ...PHONE_PHOTO, phone } : PROPERTY_PHOTO, (random) => drawProperty(art, random));
    }),
  );
}

/**
 * The demo pair sharing a photo (data/photoCopies.ts): one listing's own photo, and the same picture
 * as another advertiser re-posted it, two thirds the size and saved again.
 */
export const ORIGINAL_PHOTO_KEY = 'seed/property/duplex-original.jpg';
export const COPIED_PHOTO_KEY = 'seed/property/duplex-copied.jpg';

export function copiedPhotoFiles(): SeedPhoto[] {
  const original = photoFile(ORIGINAL_PHOTO_KEY, PROPERTY_PHOTO, (random) => drawProperty('duplex', random));
  const copy = { ...original.photo, width: 2000, height: 1333, grain: PROPERTY_PHOTO.grain / 2 };
  return [original, { key: COPIED_PHOTO_KEY, contentType: 'image/jpeg', photo: copy }];
}

export function floorPlanFiles(): SeedPhoto[] {
  return Array.from({ length: MAX_PLAN_BEDROOMS }, (_, i) => i + 1).flatMap((bedrooms) =>
    floorPlanKeysFor(bedrooms).map((key) => photoFile(key, FLOOR_PLAN_SCAN, (random) => floorPlanImage(bedrooms, random))),
  );
}

/** Article, service and banner pictures; banners are wide because they sit behind page headings. */
export function illustrationFile(key: string, motif: Motif, title: string, shape: 'article' | 'banner'): SeedPhoto {
  const [width, height] = shape === 'banner' ? [1600, 500] : [1200, 800];
  return photoFile(key, shape === 'banner' ? BANNER_PHOTO : ARTICLE_PHOTO, (random) => illustrationImage(motif, random, title, width, height));
}
