/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { filtersOfQuery } from '../queries/listingFilters';
import { seedDatabase } from '../seed/seed';
import { states } from '../seed/data/geography';
import { temporaryFileStorage } from '../storage/fileStorage';
import { fixtureProperties, fixtureSeedData } from '../testing/fixtureSeedData';
import { freshDatabase } from '../testing/testProvider';
import { fillNationalMarket } from './fill';

/** The fixture listings in Ikeja, a town of the demo geography the national market is spread over. */
const IKEJA = { cityId: 36, townId: 101 };
const SIZES = { listings: 600, members: 200, savedSearches: 80, wishlist: 1_500, reports: 30 };

let database: DatabaseHandle;
let firstListing: number;
const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  database = await freshDatabase();
  await database.migrate();
  const properties = fixtureProperties.map((property) => ({ ...property, ...IKEJA }));
  await seedDatabase(database.db, temporaryFileStorage(), { ...fixtureSeedData, states, properties }, { photoCacheDir: loadConfig({ PROVIDER_DATA_DIR: 'memory://', PROVIDER_SEED_PHOTO_CACHE_DIR: process.env.PROVIDER_SEED_PHOTO_CACHE_DIR }).seedPhotoCacheDir });
  firstListing = Math.max(...properties.map((property) => property.id)) + 1;
  await fillNationalMarket(database.db, SIZES, 'scrypt$test', () => {});
}, 60_000);
afterAll(() => database.close());

describe('the national market (npm run db:scale)', () => {
  it('adds the listings, members, searches and reports asked for, and wishlists without repeats', async () => {
    const [counts] = await rowsOf<Record<string, number>>(sql`select
      (select count(*)::int from properties where id >= ${firstListing}) as listings,
      (select count(*)::int from users where email like 'scale.member%') as members,
      (select count(*)::int from saved_searches) as searches,
      (select count(*)::int from listing_reports) as reports,
      (select count(*)::int from wishlist_items where property_id >= ${firstListing}) as wishlist`);
    expect(counts).toMatchObject({ listings: SIZES.listings, members: SIZES.members, searches: SIZES.savedSearches, reports: SIZES.reports });
    expect(counts.wishlist).toBeGreaterThan(SIZES.wishlist * 0.9);
    expect(counts.wishlist).toBeLessThanOrEqual(SIZES.wishlist);
  });

  it('places each listing in a town of its city and state, Lagos densest', async () => {
    const misplaced = await rowsOf(sql`select p.id from properties p join cities c on c.id = p.city_id left join towns t on t.id = p.town_id
      where p.id >= ${firstListing} and (c.state_id <> p.state_id or (p.town_id is not null and t.city_id <> p.city_id))`);
    expect(misplaced).toEqual([]);
    const [densest] = await rowsOf<{ name: string }>(sql`select s.name from properties p join states s on s.id = p.state_id
      where p.id >= ${firstListing} group by s.name order by count(*) desc limit 1`);
    expect(densest.name).toBe('Lagos');
  });

  it('gives each listing a primary photo and a price history ending at its price', async () => {
    const without = await rowsOf(sql`select p.id from properties p where p.id >= ${firstListing} and (
      not exists (select 1 from property_images i where i.property_id = p.id and i.kind = 'primary')
      or p.price <> (select c.price from property_price_changes c where c.property_id = p.id order by c.changed_at desc limit 1))`);
    expect(without).toEqual([]);
    const [cut] = await rowsOf<{ count: number }>(sql`select count(distinct property_id)::int as count from property_price_changes
      where property_id >= ${firstListing} group by property_id having count(*) > 1 limit 1`);
    expect(cut).toBeDefined();
  });

  it('saves searches the alerts can read, instant and daily', async () => {
    const searches = await rowsOf<{ query: string; frequency: string }>(sql`select query, frequency from saved_searches`);
    expect(searches.filter((search) => filtersOfQuery(search.query) === null)).toEqual([]);
    expect(new Set(searches.map((search) => search.frequency))).toEqual(new Set(['instant', 'daily']));
  });
});
