/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { freshnessClock } from '../clock';
import { cities, properties, towns } from '../db/schema';
import { newAdvertiser } from '../testing/advertisers';
import { FLAT, LAGOS, LAND, PLOT, RESIDENTIAL } from '../testing/fixtureSeedData';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { slugOf, withSlugs } from './placeSlugs';

let provider: TestProvider;
const CITY = 250; // Ikeja, Lagos, in the fixture data
const OTHER_CITY = 251;
const TOWN = 2601;
const NAMESAKE = 2602; // another 'Ikate', in another city of the same state
const QUIET_TOWN = 2603;
const THIN_TOWN = 2604;

beforeAll(async () => {
  provider = await startTestProvider();
  await provider.db.insert(cities).values({ id: OTHER_CITY, stateId: LAGOS, name: 'Eti-Osa' });
  await provider.db.insert(towns).values([
    { id: TOWN, cityId: CITY, name: 'Ikate' },
    { id: NAMESAKE, cityId: OTHER_CITY, name: 'Ikate' },
    { id: QUIET_TOWN, cityId: OTHER_CITY, name: 'Ọ̀kọ́ta Estate' },
  ]);
  const list = (listing: Partial<typeof properties.$inferInsert> & { price: number }) => ({
    name: 'Test home',
    address: '1 Test Street',
    description: 'A test listing',
    transactionType: 'RENT' as const,
    countryId: 161,
    stateId: LAGOS,
    cityId: CITY,
    townId: TOWN,
    propertyTypeId: RESIDENTIAL,
    propertyCategoryId: FLAT,
    bedrooms: 3,
    ...listing,
  });
  const stale = new Date(freshnessClock.now().getTime() - 61 * 86_400_000);
  const listings = [
    // Five 3-bedroom rents: 4 to 8 million a year; the quartiles are 5 and 7 million.
    ...[4, 5, 6, 7, 8].map((millions) => list({ price: millions * 1_000_000 })),
    // Two 2-bedroom rents: counted, too few for a figure.
    list({ price: 3_000_000, bedrooms: 2 }),
    list({ price: 3_500_000, bedrooms: 2 }),
    // Six 4-bedroom sales, five with an area: 100 m² (1,076.39 sq ft) at 100 to 500 million.
    ...[1, 2, 3, 4, 5].map((hundreds) => list({ transactionType: 'BUY', bedrooms: 4, price: hundreds * 100_000_000, squareFeet: 1076 })),
    list({ transactionType: 'BUY', bedrooms: 4, price: 900_000_000, squareFeet: null }),
    // Not counted: let, sold, hidden by staff, unconfirmed for 60 days, in the namesake town.
    list({ price: 90_000_000, availability: 'Let' }),
    list({ transactionType: 'BUY', bedrooms: 4, price: 1, squareFeet: 1076, availability: 'Sold' }),
    list({ price: 90_000_000, hiddenAt: new Date() }),
    list({ price: 90_000_000, confirmedAt: stale }),
    list({ price: 90_000_000, townId: NAMESAKE, cityId: OTHER_CITY }),
    // Land: no bedrooms, one group, too few.
    list({ transactionType: 'BUY', propertyTypeId: LAND, propertyCategoryId: PLOT, bedrooms: 0, price: 30_000_000, squareFeet: 6000 }),
    // The quiet town's only listing is out of search.
    list({ price: 2_000_000, townId: QUIET_TOWN, cityId: OTHER_CITY, availability: 'Let' }),
  ];
  // Each from its own advertiser: one advertiser's listings count at most twice.
  for (const listing of listings) await provider.db.insert(properties).values({ ...listing, ownerId: await newAdvertiser(provider.db) });
}, 30_000);
afterAll(() => provider.close());

async function get(path: string) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest('GET'));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const figures = (median: number, low: number, high: number) => ({ median, lower_quartile: low, upper_quartile: high });
const perSqm = (price: number) => Math.round((price * 10.7639) / 1076);

describe('prices/town', () => {
  test('medians by transaction, property type and bedrooms, over the listings search shows', async () => {
    const { status, body } = await get('prices/town?state=lagos&town=ikate');
    expect(status).toBe(200);
    expect(body.town).toEqual({ id: TOWN, name: 'Ikate', slug: 'ikate', city: { id: CITY, name: 'Ikeja' }, state: { id: LAGOS, name: 'Lagos', slug: 'lagos' } });
    expect(body.listings).toBe(14);
    const residential = { id: RESIDENTIAL, name: 'Residential' };
    const land = { id: LAND, name: 'Land' };
    const sales = figures(perSqm(300_000_000), perSqm(200_000_000), perSqm(400_000_000));
    expect(body.groups).toEqual([
      // A sale's price over all six, its price per m² over the five with an area.
      { transaction_type: 'BUY', property_type: residential, bedrooms: 4, listings: 6, price: figures(350_000_000, 225_000_000, 475_000_000), with_area: 5, price_per_sqm: sales },
      { transaction_type: 'BUY', property_type: residential, bedrooms: null, listings: 6, price: figures(350_000_000, 225_000_000, 475_000_000), with_area: 5, price_per_sqm: sales },
      { transaction_type: 'BUY', property_type: land, bedrooms: 0, listings: 1, price: null, with_area: 1, price_per_sqm: null },
      { transaction_type: 'BUY', property_type: land, bedrooms: null, listings: 1, price: null, with_area: 1, price_per_sqm: null },
      { transaction_type: 'RENT', property_type: residential, bedrooms: 2, listings: 2, price: null, with_area: 0, price_per_sqm: null },
      { transaction_type: 'RENT', property_type: residential, bedrooms: 3, listings: 5, price: figures(6_000_000, 5_000_000, 7_000_000), with_area: 0, price_per_sqm: null },
      // Every bedroom count together: seven rents, 3 to 8 million.
      { transaction_type: 'RENT', property_type: residential, bedrooms: null, listings: 7, price: figures(5_000_000, 3_750_000, 6_500_000), with_area: 0, price_per_sqm: null },
    ]);
  });

  test("one advertiser's listings count at most twice: five made-up rents give a thin town no median, and do not move a real one", async () => {
    await provider.db.insert(towns).values({ id: THIN_TOWN, cityId: CITY, name: 'Thin town' });
    const faker = await newAdvertiser(provider.db);
    const rent = (price: number, ownerId: number, daysAgo = 0) => ({
      ownerId, name: 'Made-up home', address: '1 Test Street', description: 'A test listing', transactionType: 'RENT' as const, countryId: 161,
      stateId: LAGOS, cityId: CITY, townId: THIN_TOWN, propertyTypeId: RESIDENTIAL, propertyCategoryId: FLAT, bedrooms: 3, price,
      confirmedAt: new Date(freshnessClock.now().getTime() - daysAgo * 86_400_000),
    });
    // The two confirmed most lately count (the newest first), whichever the advertiser picks.
    await provider.db.insert(properties).values([1, 2, 3, 4, 5].map((day) => rent(1_000_000, faker, day)));
    const thin = async () => (await get('prices/town?state=lagos&town=thin-town')).body as { listings: number; groups: { bedrooms: number | null; listings: number; price: unknown }[] };
    expect((await thin()).groups).toEqual([
      expect.objectContaining({ bedrooms: 3, listings: 2, price: null }),
      expect.objectContaining({ bedrooms: null, listings: 2, price: null }),
    ]);
    const index = (await get('prices/towns')).body.towns as { id: number; listings: number; has_figures: boolean }[];
    expect(index.find((town) => town.id === THIN_TOWN)).toMatchObject({ listings: 2, has_figures: false });

    // Five real rents of 6 to 10 million: the made-up two move the median from 8 to 7 million, not to 1.
    for (const millions of [6, 7, 8, 9, 10]) await provider.db.insert(properties).values(rent(millions * 1_000_000, await newAdvertiser(provider.db)));
    expect((await thin()).groups[0]).toMatchObject({ bedrooms: 3, listings: 7, price: { median: 7_000_000 } });
  });

  test('a town whose listings are all out of search has no groups', async () => {
    const { status, body } = await get('prices/town?state=lagos&town=okota-estate');
    expect(status).toBe(200);
    expect(body).toMatchObject({ town: { id: QUIET_TOWN, slug: 'okota-estate' }, listings: 0, groups: [] });
  });

  test('a namesake town later in the same state is addressed with its id', async () => {
    const { status, body } = await get(`prices/town?state=lagos&town=ikate-${NAMESAKE}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ town: { id: NAMESAKE, slug: `ikate-${NAMESAKE}`, city: { name: 'Eti-Osa' } }, listings: 1 });
  });

  test('unknown places answer 404, malformed slugs 422', async () => {
    expect(await get('prices/town?state=oyo&town=ikate')).toEqual({ status: 404, body: { Detail: 'Town not found' } });
    expect((await get('prices/town?state=nowhere&town=ikate')).status).toBe(404);
    const malformed = await get('prices/town?state=Lagos&town=');
    expect(malformed.status).toBe(422);
    expect(malformed.body.ResponseMessage).toEqual({
      state: ['Must be lower-case letters and digits joined by dashes'],
      town: ['This is required.'],
    });
  });
});

describe('prices/towns', () => {
  test('lists the towns with listings in search, with their slugs and whether any group has a figure', async () => {
    const { status, body } = await get('prices/towns');
    expect(status).toBe(200);
    const listed = body.towns as { id: number; slug: string; state: { slug: string }; listings: number; has_figures: boolean }[];
    expect(listed.find((town) => town.id === TOWN)).toEqual({
      id: TOWN,
      name: 'Ikate',
      slug: 'ikate',
      city: { id: CITY, name: 'Ikeja' },
      state: { id: LAGOS, name: 'Lagos', slug: 'lagos' },
      listings: 14,
      has_figures: true,
    });
    expect(listed.find((town) => town.id === NAMESAKE)).toMatchObject({ slug: `ikate-${NAMESAKE}`, listings: 1, has_figures: false });
    expect(listed.map((town) => town.id)).not.toContain(QUIET_TOWN);
    // Each listed town's address opens its page.
    for (const town of listed) {
      const { status: pageStatus } = await get(`prices/town?state=${town.state.slug}&town=${town.slug}`);
      expect(pageStatus).toBe(200);
    }
  });
});

describe('slugs', () => {
  test('lower-case ASCII words joined by dashes, marks dropped', () => {
    expect(slugOf('Lekki Phase 1')).toBe('lekki-phase-1');
    expect(slugOf('Ọ̀kọ́ta Estate')).toBe('okota-estate');
    expect(slugOf("  Ibeju-Lekki / Epe's ")).toBe('ibeju-lekki-epe-s');
    expect(slugOf('Federal Capital Territory')).toBe('federal-capital-territory');
  });

  test('the first of a name keeps the plain slug whatever the order given; a name without letters is its id', () => {
    expect(withSlugs([{ id: 9, name: 'Ikate' }, { id: 3, name: 'IKATE' }, { id: 5, name: '—' }]).map((place) => [place.id, place.slug])).toEqual([
      [3, 'ikate'],
      [5, '5'],
      [9, 'ikate-9'],
    ]);
  });
});
