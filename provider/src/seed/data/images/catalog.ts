import { createRandom, seedFromText } from '../prng';
import type { SeedFile } from '../types';
import { commercialImage, type CommercialStyle } from './commercial';
import { floorPlanImage } from './floorPlan';
import { illustrationImage, type Motif } from './illustrations';
import { landImage } from './land';
import { residentialImage, type ResidentialStyle } from './residential';

/**
 * A limited pool of property pictures shared by all listings keeps the seed small (well under
 * 3 MB) while each listing still shows pictures that match its kind.
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

const SVG = 'image/svg+xml';
const FLOOR_PLAN_VARIANTS = ['a', 'b'];
const MAX_PLAN_BEDROOMS = 5;

const twoDigits = (n: number) => String(n).padStart(2, '0');

export const propertyImageKeys = Object.fromEntries(
  Object.entries(poolSizes).map(([art, size]) => [art, Array.from({ length: size }, (_, i) => `seed/property/${art}-${twoDigits(i + 1)}.svg`)]),
) as Record<PropertyArt, string[]>;

/** Floor plans drawn for the listing's bedroom count (larger homes share the 5-bedroom plans). */
export function floorPlanKeysFor(bedrooms: number): string[] {
  const drawnBedrooms = Math.min(Math.max(bedrooms, 1), MAX_PLAN_BEDROOMS);
  return FLOOR_PLAN_VARIANTS.map((variant) => `seed/floorplan/${drawnBedrooms}-bedroom-${variant}.svg`);
}

export function illustrationKey(kind: 'tip' | 'banner', name: string): string {
  return `seed/${kind}/${name}.svg`;
}

function svgFile(key: string, draw: (random: ReturnType<typeof createRandom>) => string): SeedFile {
  return { key, contentType: SVG, body: Buffer.from(draw(createRandom(seedFromText(key))), 'utf8') };
}

function drawProperty(art: PropertyArt, random: ReturnType<typeof createRandom>): string {
  if (art === 'land') return landImage(random);
  if (art === 'office' || art === 'shops' || art === 'warehouse') return commercialImage(art, random);
  return residentialImage(art, random);
}

export function propertyImageFiles(): SeedFile[] {
  return (Object.keys(poolSizes) as PropertyArt[]).flatMap((art) => propertyImageKeys[art].map((key) => svgFile(key, (random) => drawProperty(art, random))));
}

export function floorPlanFiles(): SeedFile[] {
  return Array.from({ length: MAX_PLAN_BEDROOMS }, (_, i) => i + 1).flatMap((bedrooms) =>
    floorPlanKeysFor(bedrooms).map((key) => svgFile(key, (random) => floorPlanImage(bedrooms, random))),
  );
}

/** Article and banner pictures; banners are wide because they sit behind page headings. */
export function illustrationFile(key: string, motif: Motif, title: string, shape: 'article' | 'banner'): SeedFile {
  const [width, height] = shape === 'banner' ? [1600, 500] : [1200, 800];
  return svgFile(key, (random) => illustrationImage(motif, random, title, width, height));
}
