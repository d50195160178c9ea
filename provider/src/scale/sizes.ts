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

export const SCALE_USAGE = `Usage: npm run db:scale -- --database postgres://… [--listings N] [--members N] [--saved-searches N] [--wishlist N] [--reports N]
  --database names the PostgreSQL database to wipe and fill (DATABASE_URL is not read, so the site's own is never wiped by mistake).
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

/**
 * The whole command line: the database it wipes and fills, named on it on purpose, and the sizes.
 * DATABASE_URL is not read: a shell or .env set up for the site would otherwise have the site's
 * database wiped by a command meant for a scratch one.
 */
export function parseScaleCommand(args: readonly string[]): { databaseUrl: string; sizes: ScaleSizes } {
  const { databaseUrl, rest } = namedDatabase(args, 'wipe and fill');
  return { databaseUrl, sizes: parseScaleSizes(rest) };
}

/** The `--database postgres://…` among `args`, and the other arguments; `doing` names what it is for in the refusal. */
export function namedDatabase(args: readonly string[], doing: string): { databaseUrl: string; rest: string[] } {
  const at = args.indexOf('--database');
  const databaseUrl = at === -1 ? undefined : args[at + 1];
  if (databaseUrl === undefined || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(`Name the PostgreSQL database to ${doing}, like --database postgres://127.0.0.1:5432/scale.\n${SCALE_USAGE}`);
  }
  return { databaseUrl, rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}
