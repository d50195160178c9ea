/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { desc } from 'drizzle-orm';
import { unsubscribeToken } from '../auth/unsubscribeTokens';
import { outbox } from '../db/schema';
import { FLAT, LAGOS, RESIDENTIAL } from '../testing/fixtureSeedData';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPdf, tinyPng } from '../testing/uploads';
import { HOME_FACTS } from '../testing/livingFacts';

let provider: TestProvider;
let owner: string;
let buyer: string;
beforeAll(async () => {
  provider = await startTestProvider(undefined, {}, { work: true });
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
}, 90_000);
afterAll(() => provider.close());

type SavedSearch = { id: number; name: string; query: string; frequency: string };

async function call<Body>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const response = await provider.request(`/api/vst${path}`, apiRequest(method, body, token));
  return { status: response.status, body: (await response.json()) as Body };
}
const save = (token: string, name: string, query: string, frequency = 'instant') =>
  call<{ saved_search: SavedSearch }>('POST', '/profile/savedSearches', { name, query, frequency }, token);
const listOf = async (token: string) => (await call<{ saved_searches: SavedSearch[] }>('GET', '/profile/savedSearches', undefined, token)).body.saved_searches;

const rentInLagos = `transaction_type=RENT&state_id=${LAGOS}&no_bedroom=3&max_price=5000000`;
const flat = {
  for_sale: '0', for_sale_aso: '0', name: 'Three bedroom flat in Alausa', price: '4,500,000', payment_plan_option_id: '1',
  property_type_id: String(RESIDENTIAL), property_category_id: String(FLAT), no_bedroom: '3', no_bathroom: '2', no_kitchen: '1',
  no_toilet: '3', car_parking: '1', square_feet: '1200', year_built: '2020', features: ['1'], country_id: '161',
  state_id: String(LAGOS), city_id: '250', town_id: '2500', description: 'Serviced flat.', vat: '0',
  financial_advisory_fee: '0', video_link: '', latitude: '6.6018', longitude: '3.3515', ...HOME_FACTS,
};
const image = (name: string, shade: number) => ({ bytes: tinyPng(shade), name, type: 'image/png' });
async function listFlat(overrides: Record<string, string> = {}) {
  const files = { primary_image: [image('front.png', 1)], other_images: [], property_documents: [{ bytes: tinyPdf(), name: 'c-of-o.pdf', type: 'application/pdf' }], floor_plan: [image('plan.png', 2)] };
  const response = await provider.request('/api/vst/profile/submitListing', multipartRequest({ ...flat, ...overrides }, files, owner));
  const body = (await response.json()) as { property: { id: number } };
  if (response.status !== 201) throw new Error(`Listing answered ${response.status}: ${JSON.stringify(body)}`);
  // The alerts are sent by a job, after the answer.
  await provider.jobs.settled();
  return body.property.id;
}
const mailsTo = async (email: string) => (await provider.db.select().from(outbox).orderBy(desc(outbox.id))).filter((mail) => mail.to === email);

describe('saved searches', () => {
  test('401 without a token', async () => {
    expect((await call('GET', '/profile/savedSearches')).status).toBe(401);
    expect((await call('POST', '/profile/savedSearches', { name: 'x', query: 'transaction_type=BUY' })).status).toBe(401);
  });

  test('a user saves, renames, changes the frequency of and deletes their searches', async () => {
    const created = await save(buyer, 'Flats in Lagos', `?${rentInLagos}`);
    expect(created.status).toBe(201);
    expect(created.body.saved_search).toMatchObject({ name: 'Flats in Lagos', query: rentInLagos, frequency: 'instant' });
    const { id } = created.body.saved_search;
    expect(await listOf(buyer)).toEqual([expect.objectContaining({ id, name: 'Flats in Lagos' })]);

    const renamed = await call<{ saved_search: SavedSearch }>('POST', '/profile/savedSearches/update', { id, name: 'Lagos flats', frequency: 'daily' }, buyer);
    expect(renamed.body.saved_search).toMatchObject({ name: 'Lagos flats', frequency: 'daily' });

    expect((await call('POST', '/profile/savedSearches/delete', { id }, buyer)).status).toBe(200);
    expect(await listOf(buyer)).toEqual([]);
  });

  test('bad input is refused by field', async () => {
    const refused = await call<Refusal>('POST', '/profile/savedSearches', { name: ' ', query: 'transaction_type=SWAP', frequency: 'hourly' }, buyer);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.ResponseMessage).sort()).toEqual(['frequency', 'name', 'query']);
  });

  test("another user can neither see nor change nor delete someone's search", async () => {
    const { id } = (await save(buyer, 'Mine', 'transaction_type=BUY')).body.saved_search;
    expect(await listOf(owner)).toEqual([]);
    expect((await call('POST', '/profile/savedSearches/update', { id, name: 'Taken' }, owner)).status).toBe(404);
    expect((await call('POST', '/profile/savedSearches/update', { id, frequency: 'off' }, owner)).status).toBe(404);
    expect((await call('POST', '/profile/savedSearches/delete', { id }, owner)).status).toBe(404);
    expect(await listOf(buyer)).toEqual([expect.objectContaining({ id, name: 'Mine', frequency: 'instant' })]);
    await call('POST', '/profile/savedSearches/delete', { id }, buyer);
  });
});

describe('alerts', () => {
  test('a new matching listing e-mails instant subscribers, with a one-click unsubscribe that needs no session', async () => {
    const { id } = (await save(buyer, 'Flats to rent in Lagos', rentInLagos)).body.saved_search;
    const before = (await mailsTo('buyer@example.com')).length;

    await listFlat({ price: '9,000,000' }); // above the search's maximum: no mail
    expect((await mailsTo('buyer@example.com')).length).toBe(before);

    const propertyId = await listFlat();
    const [mail, ...older] = await mailsTo('buyer@example.com');
    expect(older.length).toBe(before);
    expect(mail?.subject).toBe('New listing for "Flats to rent in Lagos"');
    expect(mail?.links).toContain(`http://app.test/property/${propertyId}`);
    const token = unsubscribeToken(provider.config.alertsSecret, id);
    expect(mail?.links).toContain(`http://app.test/alerts/unsubscribe?token=${token}`);
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<http://app.test/api/alerts/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // What the web app's one-click address passes on (app/api/alerts/unsubscribe), or a form POST
    // straight to the provider: no session either way.
    const oneClick = await provider.request(`/api/vst/alerts/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ Detail: 'Alerts stopped', saved_search: { name: 'Flats to rent in Lagos', frequency: 'off' } });

    await listFlat();
    expect((await mailsTo('buyer@example.com')).length).toBe(before + 1);
    await call('POST', '/profile/savedSearches/delete', { id }, buyer);
  });

  test('a forged or altered token stops nothing', async () => {
    const { id } = (await save(buyer, 'Keep me', rentInLagos)).body.saved_search;
    const valid = unsubscribeToken(provider.config.alertsSecret, id);
    const otherSecret = unsubscribeToken('another secret of at least thirty-two characters', id);
    const forOtherSearch = `${id}.${valid.split('.')[1]?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
    for (const token of [otherSecret, forOtherSearch, `${id}`, 'x']) {
      expect((await call('POST', '/alerts/unsubscribe', { token })).status).toBe(400);
    }
    expect(await listOf(buyer)).toEqual([expect.objectContaining({ id, frequency: 'instant' })]);
    // The page's way: the token in a JSON body.
    expect((await call('POST', '/alerts/unsubscribe', { token: valid })).status).toBe(200);
    await call('POST', '/profile/savedSearches/delete', { id }, buyer);
  });

  test("the daily digest mails the day's matches once, and not the owner's own searches", async () => {
    const { id } = (await save(buyer, 'Daily Lagos flats', rentInLagos, 'daily')).body.saved_search;
    await save(owner, 'My own flats', rentInLagos, 'daily');
    const propertyId = await listFlat({ name: 'Digest flat' });
    const before = (await mailsTo('buyer@example.com')).length;

    const run = await provider.request('/__sandbox/alerts/daily-digest', { method: 'POST' });
    expect(await run.json()).toEqual({ sent: 1 });
    const [mail] = await mailsTo('buyer@example.com');
    expect((await mailsTo('buyer@example.com')).length).toBe(before + 1);
    expect(mail?.subject).toBe('New listing for "Daily Lagos flats"');
    expect(mail?.links).toContain(`http://app.test/property/${propertyId}`);
    expect(await mailsTo('owner@example.com')).toEqual([]);

    expect(await (await provider.request('/__sandbox/alerts/daily-digest', { method: 'POST' })).json()).toEqual({ sent: 0 });
    await call('POST', '/profile/savedSearches/delete', { id }, buyer);
  });
});
