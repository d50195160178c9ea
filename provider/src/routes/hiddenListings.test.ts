/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { properties } from '../db/schema';
import { signInOwnerAndBuyer } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';

// A listing staff hid leaves every public figure and list, not only search. These run on PGlite, and
// on PostgreSQL under scripts/test-postgres.mjs.

let provider: TestProvider;
let buyer: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ buyer } = await signInOwnerAndBuyer(provider));
}, 90_000);
afterAll(() => provider.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function get<Body>(path: string, token?: string) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest('GET', undefined, token));
  return (await response.json()) as Body;
}
const hide = (id: number) => provider.db.update(properties).set({ hiddenAt: new Date(), hiddenReason: 'A scam' }).where(eq(properties.id, id));

type Statistics = { avgRentalPrice: number; totalRental: number; related_property: { data: { id: number }[] } };
const statisticsOf = (id: number) => get<Statistics>(`params/getLocationStatistics?propertyId=${id}`);

test("a hidden listing's made-up price moves no area figure", async () => {
  const before = await statisticsOf(2);
  // Property 4 rents in Ikeja for 4,000,000, beside 2: hidden, its price could say anything.
  await provider.db.update(properties).set({ price: 900_000_000 }).where(eq(properties.id, 4));
  await hide(4);
  const after = await statisticsOf(2);
  expect(after.totalRental).toBe(before.totalRental - 1);
  expect(after.avgRentalPrice).toBe(Math.round((before.avgRentalPrice * before.totalRental - 4_000_000) / after.totalRental));
});

test('similar homes are those search shows: not hidden, not out of search for staleness', async () => {
  expect((await statisticsOf(1)).related_property.data.map((card) => card.id)).toEqual([5, 7, 11, 13]);
  await hide(7);
  await provider.db.update(properties).set({ confirmedAt: new Date(Date.now() - 61 * DAY_MS) }).where(eq(properties.id, 11));
  expect((await statisticsOf(1)).related_property.data.map((card) => card.id)).toEqual([5, 13, 17, 19]);
});

test('a hidden listing leaves a wishlist and its count', async () => {
  type Wishlist = { myWishList: { data: { id: number }[]; meta: { total: number } } };
  for (const id of [13, 17]) await provider.request('/api/vst/profile/addToWishlist', apiRequest('POST', { property_id: id }, buyer));
  const before = await get<Wishlist>('profile/myWishlist', buyer);
  expect(before.myWishList.data.map((card) => card.id)).toEqual(expect.arrayContaining([13, 17]));
  await hide(13);
  const after = await get<Wishlist>('profile/myWishlist', buyer);
  expect(after.myWishList.data.map((card) => card.id)).not.toContain(13);
  expect(after.myWishList.meta.total).toBe(before.myWishList.meta.total - 1);
});

test('the counts by category count what search lists', async () => {
  type Counts = { property_categories: { id: number; total: number }[] };
  const totalOf = async () => (await get<Counts>('params/getPropertyByCategory?transaction_type=BUY')).property_categories.reduce((sum, c) => sum + c.total, 0);
  const before = await totalOf();
  await hide(19);
  expect(await totalOf()).toBe(before - 1);
});
