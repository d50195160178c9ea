/**
 * How big the national dataset is (`npm run db:scale -- --listings N`): every size but the listings'
 * follows from them, in the proportions of the national market it stands for (250,000 listings,
 * 500,000 members, 100,000 saved searches, 2,000,000 wishlist rows, 20,000 reports), unless given.
 */
export type ScaleSizes = { listings: number; members: number; savedSearches: number; wishlist: number; reports: number };

export const DEFAULT_LISTINGS = 250_000;
const PER_LISTING = { members: 2, savedSearches: 0.4, wishlist: 8, reports: 0.08 } as const;
const MAX_ROWS = 50_000_000;

const OPTIONS: Record<string, keyof ScaleSizes> = {
  '--listings': 'listings',
  '--members': 'members',
  '--saved-searches': 'savedSearches',
  '--wishlist': 'wishlist',
  '--reports': 'reports',
};

export const SCALE_USAGE = `Usage: npm run db:scale -- [--listings N] [--members N] [--saved-searches N] [--wishlist N] [--reports N]
  --listings defaults to ${DEFAULT_LISTINGS.toLocaleString('en-GB')}; the others follow from it (members 2 a listing, saved searches 0.4, wishlist rows 8, reports 0.08).`;

/** The sizes the command line asks for; throws a message naming the option when one is wrong. */
export function parseScaleSizes(args: readonly string[]): ScaleSizes {
  const given: Partial<ScaleSizes> = {};
  for (let index = 0; index < args.length; index += 2) {
    const [option, value] = [args[index], args[index + 1]];
    const key = OPTIONS[option];
    if (!key) throw new Error(`Unknown option ${option}.\n${SCALE_USAGE}`);
    // Listings need members to own them.
    const least = key === 'listings' || key === 'members' ? 1 : 0;
    if (value === undefined || !/^\d+$/.test(value) || Number(value) < least || Number(value) > MAX_ROWS) {
      throw new Error(`${option} takes a whole number from ${least} to ${MAX_ROWS.toLocaleString('en-GB')}, not ${value ?? 'nothing'}.`);
    }
    given[key] = Number(value);
  }
  const listings = given.listings ?? DEFAULT_LISTINGS;
  const scaled = (key: keyof typeof PER_LISTING) => given[key] ?? Math.round(listings * PER_LISTING[key]);
  return { listings, members: scaled('members'), savedSearches: scaled('savedSearches'), wishlist: scaled('wishlist'), reports: scaled('reports') };
}
