/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { properties, towns } from '../db/schema';
import { newAdvertiser } from '../testing/advertisers';
import { FLAT, LAGOS, LAND, PLOT, RESIDENTIAL } from '../testing/fixtureSeedData';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';

let provider: TestProvider;
const CITY = 250; // Ikeja, Lagos, in the fixture data
const TOWN = 2701;
const THIN_TOWN = 2702;
let homeInTown: number;
let homeInThinTown: number;
let homeWithoutTown: number;

type Listing = Partial<typeof properties.$inferInsert>;

async function list(listing: Listing): Promise<number> {
  const [row] = await provider.db
    .insert(properties)
    .values({
      name: 'Test home', address: '1 Test Street', description: 'A test listing', transactionType: 'RENT', countryId: 161, stateId: LAGOS,
      cityId: CITY, townId: TOWN, propertyTypeId: RESIDENTIAL, propertyCategoryId: FLAT, bedrooms: 3, price: 5_000_000,
      ownerId: await newAdvertiser(provider.db), ...listing,
    })
    .returning({ id: properties.id });
  return row!.id;
}

beforeAll(async () => {
  provider = await startTestProvider();
  await provider.db.insert(towns).values([
    { id: TOWN, cityId: CITY, name: 'Agidingbi' },
    { id: THIN_TOWN, cityId: CITY, name: 'Opebi' },
  ]);
  // Six homes search shows: four Band A, one B, one not stating its band; flooding stated by five.
  homeInTown = await list({ electricityBand: 'A', flooding: 'none' });
  await list({ electricityBand: 'A', flooding: 'none' });
  await list({ electricityBand: 'A', flooding: 'street' });
  await list({ electricityBand: 'A', flooding: 'inside', transactionType: 'BUY', price: 90_000_000 });
  await list({ electricityBand: 'B', flooding: null });
  await list({ electricityBand: null, flooding: 'street' });
  // Not counted: let, hidden by staff, land (states nothing), and the thin town's four.
  await list({ electricityBand: 'E', flooding: 'inside', availability: 'Let' });
  await list({ electricityBand: 'E', flooding: 'inside', hiddenAt: new Date() });
  await list({ transactionType: 'BUY', propertyTypeId: LAND, propertyCategoryId: PLOT, bedrooms: 0, price: 30_000_000 });
  homeInThinTown = await list({ townId: THIN_TOWN, electricityBand: 'D', flooding: 'compound' });
  for (let more = 0; more < 3; more += 1) await list({ townId: THIN_TOWN, electricityBand: 'D', flooding: 'compound' });
  homeWithoutTown = await list({ townId: null, electricityBand: 'C', flooding: 'none' });
}, 30_000);
afterAll(() => provider.close());

async function get<Body>(path: string): Promise<Body> {
  const response = await provider.request(`/api/vst/${path}`, apiRequest('GET'));
  expect(response.status).toBe(200);
  return (await response.json()) as Body;
}

const townPicture = {
  // Five state a band: four Band A of five is 80%.
  electricity_band: { listings: 5, shares: [{ value: 'A', listings: 4, percent: 80 }, { value: 'B', listings: 1, percent: 20 }] },
  flooding: {
    listings: 5,
    shares: [
      { value: 'none', listings: 2, percent: 40 },
      { value: 'street', listings: 2, percent: 40 },
      { value: 'inside', listings: 1, percent: 20 },
    ],
  },
};

describe("the town's picture (extension)", () => {
  test('prices/town shares out the homes search shows that state their band and their flooding', async () => {
    const body = await get<{ living_facts: unknown }>('prices/town?state=lagos&town=agidingbi');
    expect(body.living_facts).toEqual(townPicture);
  });

  test('fewer than five homes give a count and no share', async () => {
    const body = await get<{ living_facts: unknown }>('prices/town?state=lagos&town=opebi');
    expect(body.living_facts).toEqual({ electricity_band: { listings: 4, shares: null }, flooding: { listings: 4, shares: null } });
  });

  test("the property page's statistics carry its town's picture; a listing without a town has none", async () => {
    type Statistics = { town_facts: unknown };
    expect((await get<Statistics>(`params/getLocationStatistics?propertyId=${homeInTown}`)).town_facts).toEqual(townPicture);
    expect((await get<Statistics>(`params/getLocationStatistics?propertyId=${homeInThinTown}`)).town_facts).toMatchObject({ electricity_band: { shares: null } });
    expect((await get<Statistics>(`params/getLocationStatistics?propertyId=${homeWithoutTown}`)).town_facts).toBeNull();
  });
});
