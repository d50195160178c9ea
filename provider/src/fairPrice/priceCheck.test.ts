/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { freshnessClock } from '../clock';
import { properties, towns } from '../db/schema';
import { newAdvertiser } from '../testing/advertisers';
import { FLAT, LAGOS, LAND, PLOT, RESIDENTIAL } from '../testing/fixtureSeedData';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';

let provider: TestProvider;
const TOWN = 2599;
const OTHER_TOWN = 2598;
const THIN_TOWN = 2597;

beforeAll(async () => {
  provider = await startTestProvider();
  await provider.db.insert(towns).values([
    { id: TOWN, cityId: 250, name: 'Lekki' },
    { id: OTHER_TOWN, cityId: 250, name: 'Ajah' },
  ]);
}, 30_000);
afterAll(() => provider.close());

type Listing = Partial<typeof properties.$inferInsert> & { price: number };
/** A listing of its own advertiser unless `ownerId` says whose. */
async function list(listing: Listing): Promise<number> {
  const [row] = await provider.db
    .insert(properties)
    .values({
      ownerId: listing.ownerId ?? (await newAdvertiser(provider.db)),
      name: 'Test home',
      address: '1 Test Street',
      description: 'A test listing',
      transactionType: 'RENT',
      countryId: 161,
      stateId: LAGOS,
      cityId: 250,
      townId: TOWN,
      propertyTypeId: RESIDENTIAL,
      propertyCategoryId: FLAT,
      bedrooms: 3,
      ...listing,
    })
    .returning({ id: properties.id });
  return row!.id;
}

type PriceCheckBody = { price_check: Record<string, unknown> | null };
async function checkOf(id: number) {
  const response = await provider.request(`/api/vst/params/getLocationStatistics?propertyId=${id}`, apiRequest('GET'));
  expect(response.status).toBe(200);
  return ((await response.json()) as PriceCheckBody).price_check;
}

describe('price_check on params/getLocationStatistics', () => {
  test('a rent is compared with the median annual rent of rents with as many bedrooms in its town', async () => {
    // Five comparables: 4, 5, 6, 7 and 8 million a year; the quartiles are 5 and 7 million.
    for (const price of [4, 5, 6, 7, 8]) await list({ price: price * 1_000_000 });
    // Not comparables: another bedroom count, another town, a sale, a let home, land.
    await list({ price: 90_000_000, bedrooms: 4 });
    await list({ price: 90_000_000, townId: OTHER_TOWN });
    await list({ price: 90_000_000, transactionType: 'BUY', squareFeet: 1000 });
    await list({ price: 90_000_000, availability: 'Let' });
    await list({ price: 90_000_000, hiddenAt: new Date() });
    await list({ price: 90_000_000, propertyTypeId: LAND, propertyCategoryId: PLOT });
    const cheap = await list({ price: 2_400_000 });
    expect(await checkOf(cheap)).toEqual({
      basis: 'annual_rent',
      town: { id: TOWN, name: 'Lekki' },
      bedrooms: 3,
      comparables: 5,
      median: 6_000_000,
      lower_quartile: 5_000_000,
      upper_quartile: 7_000_000,
      value: 2_400_000,
      difference_percent: -60,
    });
  });

  test('listings out of search are not comparables: unconfirmed for 60 days', async () => {
    const stale = await list({ price: 5_000_000, bedrooms: 2, confirmedAt: new Date(freshnessClock.now().getTime() - 61 * 86_400_000) });
    for (const price of [4, 5, 6, 7]) await list({ price: price * 1_000_000, bedrooms: 2 });
    const listing = await list({ price: 6_000_000, bedrooms: 2 });
    // Four fresh comparables plus the stale one: fewer than five, so no figure.
    expect(await checkOf(listing)).toMatchObject({ comparables: 4, median: null, lower_quartile: null, upper_quartile: null, difference_percent: null });
    await provider.db.update(properties).set({ confirmedAt: freshnessClock.now() }).where(eq(properties.id, stale));
    expect(await checkOf(listing)).toMatchObject({ comparables: 5, median: 5_000_000, difference_percent: 20 });
  });

  test('a sale is compared by its price per square metre (the area is stored in square feet)', async () => {
    // 1,076.39 sq ft is 100 m²: 100, 200, 300, 400 and 500 million naira are 1 to 5 million per m².
    for (const price of [1, 2, 3, 4, 5]) await list({ transactionType: 'BUY', townId: OTHER_TOWN, price: price * 100_000_000, squareFeet: 1076 });
    await list({ transactionType: 'BUY', townId: OTHER_TOWN, price: 1_000_000_000, squareFeet: null });
    const listing = await list({ transactionType: 'BUY', townId: OTHER_TOWN, price: 330_000_000, squareFeet: 1076, bedrooms: 5 });
    const check = await checkOf(listing);
    expect(check).toMatchObject({ basis: 'price_per_sqm', town: { id: OTHER_TOWN, name: 'Ajah' }, bedrooms: null, comparables: 5, difference_percent: 10 });
    expect(check?.median).toBe(Math.round((300_000_000 * 10.7639) / 1076));
  });

  test('one advertiser counts at most twice: five listings of theirs neither give a thin town a median nor move it', async () => {
    const townId = THIN_TOWN;
    await provider.db.insert(towns).values({ id: townId, cityId: 250, name: 'Thin town' });
    const faker = await newAdvertiser(provider.db);
    for (const price of [1, 1, 1, 1, 1]) await list({ townId, bedrooms: 1, ownerId: faker, price: price * 1_000_000 });
    const honest = await list({ townId, bedrooms: 1, price: 6_000_000 });
    // Two of the five and nothing else: too few for a figure.
    expect(await checkOf(honest)).toMatchObject({ comparables: 2, median: null });
    // Three real listings more: five comparables, of which the faker's two.
    for (const price of [5, 6, 7]) await list({ townId, bedrooms: 1, price: price * 1_000_000 });
    expect(await checkOf(honest)).toMatchObject({ comparables: 5, median: 5_000_000, lower_quartile: 1_000_000, upper_quartile: 6_000_000 });
  });

  test('no check without a town, or for a sale without an area', async () => {
    expect(await checkOf(await list({ price: 5_000_000, townId: null }))).toBeNull();
    expect(await checkOf(await list({ transactionType: 'BUY', price: 50_000_000, squareFeet: null }))).toBeNull();
  });
});
