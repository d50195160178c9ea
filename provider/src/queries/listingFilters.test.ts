/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { and, eq, sql } from 'drizzle-orm';
import { freshnessClock } from '../clock';
import { properties } from '../db/schema';
import { LAGOS, RESIDENTIAL } from '../testing/fixtureSeedData';
import { startTestProvider, type TestProvider } from '../testing/testProvider';
import { filtersOfQuery, listingsMatching, storedFilterConditions, type ListingFilters } from './listingFilters';
import { listedInSearch } from './propertyCards';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
}, 30_000);
afterAll(() => provider.close());

const filters = (query: string) => filtersOfQuery(query) as ListingFilters;

describe('filtersOfQuery', () => {
  test('reads the listings URL query, ignoring its page and sort', () => {
    expect(filtersOfQuery(`transaction_type=RENT&state_id=${LAGOS}&no_bedroom=3&max_price=5000000&page=2&page_type=lowest_price`)).toEqual({
      transaction_type: 'RENT', state_id: LAGOS, no_bedroom: 3, max_price: 5_000_000,
    });
    expect(filtersOfQuery('')).toEqual({ transaction_type: 'BUY' });
  });

  test('refuses what the listings call refuses', () => {
    expect(filtersOfQuery('transaction_type=SWAP')).toBeNull();
    expect(filtersOfQuery('min_price=9&max_price=1')).toBeNull();
    expect(filtersOfQuery('no_bedroom=two')).toBeNull();
  });
});

describe('listingsMatching', () => {
  // The same query through the public listings call and through the matcher must find the same listings.
  test.each([
    'transaction_type=BUY',
    `transaction_type=RENT&state_id=${LAGOS}`,
    'transaction_type=BUY&min_price=5000000&max_price=15000000',
    'transaction_type=RENT&no_bedroom=3',
    `transaction_type=BUY&property_type_id=${RESIDENTIAL}&no_bathroom=2&no_car_parking=1`,
    'transaction_type=RENT&no_toilet=2',
  ])('%s matches what the listings call lists', async (query) => {
    const response = await provider.request(`/api/vst/params/filterProperties?${query}&per_page=48`);
    const listed = ((await response.json()) as { properties: { data: { id: number }[] } }).properties.data.map((card) => card.id);
    const matched = (await listingsMatching(provider.db, filters(query), undefined)).map((row) => row.id);
    expect(listed.length).toBeGreaterThan(0);
    expect(matched.sort((a, b) => a - b)).toEqual(listed.sort((a, b) => a - b));
    // The instant alerts apply the filters as a saved search stores them (JSON), in SQL: the same listings.
    const stored = await provider.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(storedFilterConditions(sql`${JSON.stringify(filters(query))}::jsonb`), listedInSearch(freshnessClock.now())));
    expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual(listed);
  });

  test('a stored flag that is off keeps every listing; one that is on keeps only what it names', async () => {
    const storedMatches = async (query: string) =>
      (await provider.db.select({ id: properties.id }).from(properties).where(storedFilterConditions(sql`${JSON.stringify(filters(query))}::jsonb`))).length;
    const all = await storedMatches('transaction_type=BUY');
    expect(await storedMatches('transaction_type=BUY&verified_only=0')).toBe(all);
    expect(await storedMatches('transaction_type=BUY&verified_only=1')).toBeLessThan(all);
  });

  test('only among the listings asked about', async () => {
    // Fixture 7: BUY in Lagos, 7 million, 2 bedrooms.
    const one = eq(properties.id, 7);
    expect(await listingsMatching(provider.db, filters(`transaction_type=BUY&state_id=${LAGOS}&no_bedroom=2`), one)).toEqual([
      { id: 7, name: 'Fixture home 7', address: '7 Test Street', price: 7_000_000 },
    ]);
    expect(await listingsMatching(provider.db, filters('transaction_type=BUY&no_bedroom=3'), one)).toEqual([]);
    expect(await listingsMatching(provider.db, filters('transaction_type=RENT'), one)).toEqual([]);
    expect(await listingsMatching(provider.db, filters('transaction_type=BUY&max_price=6999999'), one)).toEqual([]);
  });
});
