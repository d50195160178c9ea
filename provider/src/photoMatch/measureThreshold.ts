import { loadConfig } from '../config';
import { propertyImageFiles } from '../seed/data/images/catalog';
import { cachedPhoto } from '../seed/photos';
import { PHOTO_MATCH_THRESHOLD } from './photoMatches';
import { thresholdFigures } from './thresholdFigures';

/**
 * `npm run photos:threshold`: the demo listing photos, each copied resized, re-compressed and a little
 * cropped, and what each threshold would miss and wrongly match (the figures in docs/quality.md).
 */
const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

async function main() {
  const { seedPhotoCacheDir } = loadConfig();
  const photos = await Promise.all(propertyImageFiles().map((file) => cachedPhoto(file.photo, seedPhotoCacheDir)));
  const thresholds = [4, 6, 7, 8, 9, 10, 12];
  const figures = await thresholdFigures(photos, thresholds);
  console.log(`${figures.photos} demo photos, ${figures.copies} copies, ${figures.distinctDistances.length} pairs of distinct photos`);
  for (const [kind, distances] of Object.entries(figures.copyDistances)) {
    console.log(`  ${kind}: distance from the original ${Math.min(...distances)}-${Math.max(...distances)}`);
  }
  console.log(`  distinct photos: distance ${Math.min(...figures.distinctDistances)}-${Math.max(...figures.distinctDistances)}`);
  for (const row of figures.byThreshold) {
    const chosen = row.threshold === PHOTO_MATCH_THRESHOLD ? ' (chosen)' : '';
    const kinds = Object.entries(row.missRateByKind).map(([kind, rate]) => `${kind} ${percent(rate)}`).join(', ');
    console.log(`threshold ${row.threshold}${chosen}: missed ${percent(row.missRate)} (${kinds}); false matches ${percent(row.falseMatchRate)} (${row.falseMatches})`);
  }
}

void main();
