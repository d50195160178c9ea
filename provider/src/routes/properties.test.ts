/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { fixtureProperties, LAGOS, OYO, PLOT, RESIDENTIAL } from '../testing/fixtureSeedData';
import { apiRequest, startTestProvider, TEST_PUBLIC_URL, type TestProvider } from '../testing/testProvider';
import { type Refusal } from '../testing/session';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
}, 30_000);
afterAll(() => provider.close());

type Card = { id: number; price: string; transaction_type: string; [field: string]: unknown };
type Page = { featured_properties: { data: Card[] }; properties: { data: Card[]; meta: Record<string, number | null> } };

type Named = { id: number; name: string };
type Listing = { properties: { data: Card[]; meta: { total: number } } };
type WithId = { id: number };
type Tips = { tips_and_guides: { data: WithId[]; meta: { total: number } } };

/** `Body` only types what the test reads back; the assertions check it. */
async function get<Body = unknown>(path: string) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest('GET'));
  return { status: response.status, body: (await response.json()) as Body };
}

async function filter(query: Record<string, string | number>): Promise<Page> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  const { status, body } = await get<Page>(`params/filterProperties?${search}`);
  expect(status).toBe(200);
  return body;
}

const idsOf = (cards: Card[]) => cards.map((card) => card.id);
const buy = fixtureProperties.filter((property) => property.transactionType === 'BUY');

describe('params/filterProperties', () => {
  test('defaults: BUY, most recent first, 12 per page, up to 3 featured', async () => {
    const page = await filter({});
    const newestFirst = [...buy].sort((a, b) => a.createdDaysAgo - b.createdDaysAgo).map((property) => property.id);
    expect(idsOf(page.properties.data)).toEqual(newestFirst);
    expect(page.properties.meta).toEqual({ current_page: 1, last_page: 1, per_page: 12, from: 1, to: 12, total: 12 });
    expect(idsOf(page.featured_properties.data)).toEqual([9, 7, 5]);
  });

  test('every filter narrows to exactly the matching properties', async () => {
    const query = { transaction_type: 'RENT', state_id: LAGOS, property_type_id: RESIDENTIAL, min_price: 4_000_000, max_price: 20_000_000, no_bedroom: 2, no_bathroom: 1, no_toilet: 1, no_car_parking: 0 };
    const expected = fixtureProperties
      .filter((p) => p.transactionType === 'RENT' && p.stateId === LAGOS && p.propertyTypeId === RESIDENTIAL)
      .filter((p) => p.price >= 4_000_000 && p.price <= 20_000_000 && p.bedrooms >= 2 && p.bathrooms >= 1 && p.toilets >= 1)
      .sort((a, b) => a.price - b.price)
      .map((p) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    const page = await filter({ ...query, page_type: 'lowest_price' });
    expect(idsOf(page.properties.data)).toEqual(expected);
    expect(page.properties.data.every((card) => card.transaction_type === 'RENT')).toBe(true);
  });

  test('category and the three sorts', async () => {
    const plots = await filter({ transaction_type: 'RENT', property_category_id: PLOT, page_type: 'highest_price' });
    const expected = fixtureProperties.filter((p) => p.propertyCategoryId === PLOT && p.transactionType === 'RENT').map((p) => p.id);
    expect(idsOf(plots.properties.data)).toEqual([...expected].sort((a, b) => b - a));
    const prices = (await filter({ page_type: 'highest_price' })).properties.data.map((card) => Number(card.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  test('pagination meta on a middle and a past-the-end page', async () => {
    const second = await filter({ per_page: 5, page: 2 });
    expect(second.properties.meta).toEqual({ current_page: 2, last_page: 3, per_page: 5, from: 6, to: 10, total: 12 });
    expect(second.properties.data).toHaveLength(5);
    const third = await filter({ per_page: 5, page: 3 });
    expect(third.properties.meta).toMatchObject({ from: 11, to: 12 });
    const beyond = await filter({ per_page: 5, page: 9 });
    expect(beyond.properties).toEqual({ data: [], meta: { current_page: 9, last_page: 3, per_page: 5, from: null, to: null, total: 12 } });
  });

  test('empty values are ignored; bad values are 422 by field', async () => {
    expect((await filter({ state_id: '', min_price: '' })).properties.meta.total).toBe(12);
    const bad = await get<Refusal>('params/filterProperties?transaction_type=LEASE&no_bedroom=two&per_page=100&min_price=5&max_price=1&page_type=cheapest');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.ResponseMessage).sort()).toEqual(['no_bedroom', 'page_type', 'per_page', 'transaction_type']);
    const inverted = await get<Refusal>('params/filterProperties?min_price=5&max_price=1');
    expect(inverted.body.ResponseMessage).toEqual({ max_price: ['Must not be below the minimum price'] });
  });

  test('a card has the contract fields with absolute file links', async () => {
    const [card] = (await filter({ state_id: OYO, transaction_type: 'BUY', page_type: 'lowest_price' })).properties.data;
    expect(card).toMatchObject({
      id: 3,
      propertyID: 3,
      price: '3000000',
      for_sale: 1,
      state: { id: OYO, name: 'Oyo' },
      city: null,
      property_type: { id: RESIDENTIAL, name: 'Residential' },
      primary_image_link: `${TEST_PUBLIC_URL}/files/property-3.png`,
      date_diff: '3 weeks ago',
      no_bedroom: 3,
      garages: 1,
    });
  });
});

describe('property/all, detail and likes', () => {
  test('property/all lists both transaction types and filters by type name', async () => {
    const all = await get<Listing>('property/all?per_page=48');
    expect(all.body.properties.meta.total).toBe(24);
    const land = await get<Listing>('property/all?property_type=Land');
    expect(land.body.properties.meta.total).toBe(fixtureProperties.filter((p) => p.propertyTypeId === 3).length);
    expect((await get('property/all?property_type=Castle')).status).toBe(422);
  });

  test('detail has images, features and plans, and counts a view', async () => {
    const first = await get<{ property: Card }>('params/getPropertyDetail?propertyId=1');
    expect(first.status).toBe(200);
    expect(first.body.property).toMatchObject({
      id: 1,
      owner: { name: 'Ola Owner' },
      other_image_links: [{ link: `${TEST_PUBLIC_URL}/files/property-1-b.png` }, { link: `${TEST_PUBLIC_URL}/files/property-1-c.png` }],
      floor_plan: [{ link: `${TEST_PUBLIC_URL}/files/plan-1.png` }],
      property_features: [{ id: 2, name: 'Borehole' }, { id: 1, name: 'Swimming pool' }],
      payment_plan: [{ amount: 300_000, description: 'Deposit' }, { amount: 700_000, description: 'Balance' }],
      currency: { id: 1, name: 'NGN', symbol: '₦' },
      country: { id: 161, name: 'Nigeria' },
      video_link: 'https://video.example/1',
    });
    const second = await get<{ property: Card }>('params/getPropertyDetail?propertyId=1');
    expect(second.body.property.view_count).toBe(Number(first.body.property.view_count) + 1);
    expect(await get('params/getPropertyDetail?propertyId=999')).toEqual({ status: 404, body: { Detail: 'Property not found' } });
    expect((await get('params/getPropertyDetail?propertyId=abc')).status).toBe(422);
  });

  test("a visitor's like adds one; a signed-in user's second like takes it back", async () => {
    const like = async (token?: string) =>
      ((await (await provider.request('/api/vst/params/likeProperty', apiRequest('POST', { propertyId: 2 }, token))).json()) as { property: { like_count: number } })
        .property.like_count;
    const before = await like();
    expect(before).toBe(fixtureProperties[1]!.likeCount + 1);
    const login = await provider.request('/api/vst/login', apiRequest('POST', { email: 'owner@example.com', password: 'password1' }));
    const token = ((await login.json()) as { token: { access_token: string } }).token.access_token;
    expect(await like(token)).toBe(before + 1);
    expect(await like(token)).toBe(before);
  });

  test("a visitor's like counts once per client address: liking again from the same address changes nothing", async () => {
    const likeFrom = async (address: string) => {
      const init = apiRequest('POST', { propertyId: 3 });
      const response = await provider.request('/api/vst/params/likeProperty', { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': address } });
      return ((await response.json()) as { property: { like_count: number } }).property.like_count;
    };
    const first = await likeFrom('198.51.100.7');
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await likeFrom('198.51.100.7')).toBe(first);
    expect(await likeFrom('198.51.100.8')).toBe(first + 1);
    // An IPv6 visitor taking a fresh address of its /64 for each like is still one visitor.
    const fromIpv6 = await likeFrom('2001:db8:5:5::1');
    expect(fromIpv6).toBe(first + 2);
    for (let host = 2; host < 8; host += 1) expect(await likeFrom(`2001:db8:5:5::${host}`)).toBe(fromIpv6);
    expect(await likeFrom('2001:db8:5:6::1')).toBe(fromIpv6 + 1);
    // IPv4 as a dual-stack socket writes it is the IPv4 address.
    expect(await likeFrom('::ffff:198.51.100.8')).toBe(fromIpv6 + 1);
  });
});

describe('reference data, tips, banners and files', () => {
  test('lists answer in the contract shape and order', async () => {
    expect((await get<{ property_types: Named[] }>('params/getPropertyType')).body.property_types.map((t) => t.name)).toEqual(['Residential', 'Commercial', 'Land']);
    expect((await get<{ states: Named[] }>('params/getState?countryID=161')).body.states.map((s) => s.name)).toEqual(['Abia', 'Lagos', 'Oyo']);
    expect((await get<{ states: Named[] }>('params/getStateWithProperties?countryID=161')).body.states.map((s) => s.name)).toEqual(['Lagos', 'Oyo']);
    expect((await get(`params/getCity?stateID=${LAGOS}`)).body).toEqual({ cities: [{ id: 250, name: 'Ikeja' }] });
    expect((await get('params/getPropertyCategory?propertyTypeID=1')).body).toEqual({ property_categories: [
      { id: 11, name: 'Duplex', property_type_id: 1 },
      { id: 10, name: 'Flat', property_type_id: 1 },
    ] });
    const byCategory = (await get<{ property_categories: (Named & { total: number })[] }>('params/getPropertyByCategory?transaction_type=BUY')).body.property_categories;
    expect(byCategory.find((c) => c.name === 'Office')).toEqual({ id: 20, name: 'Office', total: 0 });
    expect(byCategory.reduce((sum, c) => sum + c.total, 0)).toBe(12);
    expect((await get('params/getState')).status).toBe(422);
  });

  test('tips: newest first, title search with literal wildcards, detail with recent and related', async () => {
    const list = await get<Tips>('params/getTipsAndGuide?per_page=2');
    expect(list.body.tips_and_guides.data.map((t) => t.id)).toEqual([4, 3]);
    expect(list.body.tips_and_guides.meta).toMatchObject({ total: 4, last_page: 2 });
    const search = await get<Tips>('params/getTipsAndGuide?query=lagos');
    expect(search.body.tips_and_guides.data.map((t) => t.id)).toEqual([3, 1]);
    expect((await get<Tips>('params/getTipsAndGuide?query=%25')).body.tips_and_guides.data.map((t) => t.id)).toEqual([4]);
    const detail = await get<{ tip: WithId; recent: WithId[]; related: WithId[] }>('params/getTipDetail?slug=renting-in-lagos');
    expect(detail.body.tip).toMatchObject({ id: 1, body: '<p>Rent</p>', posted_by: { name: 'Ada' } });
    expect(detail.body.recent.map((t) => t.id)).toEqual([4, 3, 2]);
    expect(detail.body.related.map((t) => t.id)).toEqual([3]);
    expect((await get('params/getTipDetail')).status).toBe(422);
  });

  test('banners by page, 404 for other names; files with their type and cache headers', async () => {
    expect((await get('banner/home')).body).toEqual({ banner: { title: 'Banner of home', primary_image: `${TEST_PUBLIC_URL}/files/banner.png` } });
    expect((await get('banner/nowhere')).status).toBe(404);
    const file = await provider.request('/files/banner.png');
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('png bytes of banner.png');
    expect((await provider.request('/files/missing.png')).status).toBe(404);
    expect((await provider.request('/files/%E0%A4%A')).status).toBe(404);
  });
});
