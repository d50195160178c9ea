/** @jest-environment ./provider/jest-pglite-environment.mjs */
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import { adverts, payments, propertyAdverts, subscriptionTypes, users } from '../db/schema';
import { storeUploadedFile } from '../queries/files';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, TEST_PUBLIC_URL, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPng } from '../testing/uploads';

let provider: TestProvider;
let owner: string;
let ownerId: number;
let planId: number;
const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner } = await signInOwnerAndBuyer(provider));
  const [plan] = await provider.db
    .insert(subscriptionTypes)
    .values({ kind: 'advert', title: 'Slot test plan', description: 'One month', amount: 15_000, durationMonths: 1 })
    .returning({ id: subscriptionTypes.id });
  planId = plan!.id;
  const [user] = await provider.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@example.com'));
  ownerId = user!.id;
}, 120_000); // PGlite's initdb alone can take a minute on a loaded two-core machine.
afterAll(() => provider.close());

type Sponsored = { advertID: number; title: string; media: string; file_link: string; text: string | null; link: string | null };
type MyAdvert = { advertID: number; impressions: number; clicks: number; link: string | null };

/** An advert stored as the payment flow leaves it: `running` paid and in its dates, `expired` paid and past them, `unpaid` verified only. */
async function storeAdvert(title: string, state: 'running' | 'expired' | 'unpaid', { link = 'https://shop.example/sale' as string | null, file = Buffer.from(`${title} text`) as Buffer, type = 'text/plain; charset=utf-8' } = {}) {
  const fileKey = await storeUploadedFile(provider.db, provider.storage, file, type);
  const paid = state !== 'unpaid';
  const [row] = await provider.db
    .insert(adverts)
    .values({
      userId: ownerId, planId, category: 'Test', title, description: `${title} description`, fileKey, fileName: 'advert.txt', link,
      status: paid ? 'active' : 'verified',
      verifiedAt: daysFromNow(-40),
      paidAt: paid ? daysFromNow(-35) : null,
      expiresAt: state === 'running' ? daysFromNow(5) : state === 'expired' ? daysFromNow(-5) : null,
    })
    .returning();
  return row!;
}

async function call<Body = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, { token, client = '198.51.100.1' }: { token?: string; client?: string } = {}) {
  const request = apiRequest(method, body, token);
  const headers = new Headers(request.headers);
  headers.set('X-Forwarded-For', client);
  const response = await provider.request(`/api/vst/${path}`, { ...request, headers });
  return { status: response.status, body: (await response.json()) as Body };
}

const countsOf = async (advertId: number) => {
  const [row] = await provider.db.select({ impressions: adverts.impressions, clicks: adverts.clicks }).from(adverts).where(eq(adverts.id, advertId));
  return row;
};

describe('sponsored adverts', () => {
  let running: typeof adverts.$inferSelect;
  let image: typeof adverts.$inferSelect;
  let expired: typeof adverts.$inferSelect;
  let unpaid: typeof adverts.$inferSelect;
  let linkless: typeof adverts.$inferSelect;
  beforeAll(async () => {
    running = await storeAdvert('Running text advert', 'running');
    image = await storeAdvert('Running image advert', 'running', { file: tinyPng(), type: 'image/png' });
    expired = await storeAdvert('Expired advert', 'expired');
    unpaid = await storeAdvert('Unpaid advert', 'unpaid');
    linkless = await storeAdvert('Advert without a link', 'running', { link: null });
  });

  test('activeAdverts lists only paid adverts within their dates, open to visitors, with their media', async () => {
    const active = await call<{ adverts: Sponsored[] }>('GET', 'adverts/activeAdverts');
    expect(active.status).toBe(200);
    const titles = active.body.adverts.map((advert) => advert.title);
    expect(titles.sort()).toEqual(['Advert without a link', 'Running image advert', 'Running text advert']);
    const text = active.body.adverts.find((advert) => advert.advertID === running.id);
    expect(text).toMatchObject({ media: 'text', text: 'Running text advert text', link: 'https://shop.example/sale' });
    expect(text?.file_link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/files/uploads/[0-9a-f]{64}$`));
    expect(active.body.adverts.find((advert) => advert.advertID === image.id)).toMatchObject({ media: 'image', text: null });
    expect(active.body.adverts.find((advert) => advert.advertID === linkless.id)?.link).toBeNull();

    expect((await call<{ adverts: Sponsored[] }>('GET', 'adverts/activeAdverts?limit=1')).body.adverts).toHaveLength(1);
    expect((await call<Refusal>('GET', 'adverts/activeAdverts?limit=13')).status).toBe(422);
  });

  test('recordImpressions counts running adverts once per batch, ignores expired, unpaid and unknown ones', async () => {
    const before = await Promise.all([running, expired, unpaid].map((advert) => countsOf(advert.id)));
    const sent = await call<{ counted: number }>('POST', 'adverts/recordImpressions', { advert_ids: [running.id, running.id, expired.id, unpaid.id, 999_999] });
    expect(sent).toEqual({ status: 200, body: { counted: 1 } });
    const after = await Promise.all([running, expired, unpaid].map((advert) => countsOf(advert.id)));
    expect(after.map((counts) => counts?.impressions)).toEqual([before[0]!.impressions + 1, before[1]!.impressions, before[2]!.impressions]);

    expect((await call<Refusal>('POST', 'adverts/recordImpressions', { advert_ids: [] })).status).toBe(422);
    expect((await call<Refusal>('POST', 'adverts/recordImpressions', { advert_ids: Array.from({ length: 13 }, (_, i) => i + 1) })).status).toBe(422);
  });

  test('the running adverts take turns in the slots, whatever impressions anyone reports', async () => {
    // A rival floods one advert with impressions (from many addresses, or over many minutes).
    for (let client = 1; client <= 20; client++) {
      await call('POST', 'adverts/recordImpressions', { advert_ids: [running.id] }, { client: `198.51.100.${client}` });
    }
    await provider.db.update(adverts).set({ impressions: 1_000_000 }).where(eq(adverts.id, running.id));
    const shown = async (limit: number) =>
      (await call<{ adverts: Sponsored[] }>('GET', `adverts/activeAdverts?limit=${limit}`)).body.adverts.map((advert) => advert.advertID);
    // Three running adverts, one slot: three reads show each once, the flooded one included.
    const oneSlot = [await shown(1), await shown(1), await shown(1)].flat();
    expect(oneSlot.sort()).toEqual([running.id, image.id, linkless.id].sort());
    // Two slots: each advert twice in three reads, in the fixed order from where the turn starts.
    const twoSlots = [await shown(2), await shown(2), await shown(2)];
    expect(twoSlots.flat().filter((id) => id === running.id)).toHaveLength(2);
    expect(twoSlots.every(([first, second]) => first !== second)).toBe(true);
  });

  test('recordClick counts a running advert and answers its stored link only; expired, unpaid, link-less ones are not found', async () => {
    const before = await countsOf(running.id);
    const clicked = await call<{ link: string }>('POST', 'adverts/recordClick', { advert_id: running.id });
    expect(clicked).toEqual({ status: 200, body: { link: 'https://shop.example/sale' } });
    expect((await countsOf(running.id))?.clicks).toBe(before!.clicks + 1);

    for (const advert of [expired, unpaid, linkless]) {
      const refused = await call<Refusal>('POST', 'adverts/recordClick', { advert_id: advert.id });
      expect(refused).toEqual({ status: 404, body: { Detail: 'Advert not found' } });
      expect((await countsOf(advert.id))?.clicks).toBe(0);
    }
    // A link a caller sends is not read: the answer is always the stored one.
    const forged = await call<{ link: string }>('POST', 'adverts/recordClick', { advert_id: running.id, link: 'https://evil.example' });
    expect(forged.body.link).toBe('https://shop.example/sale');
  });

  test('counting is rate limited per browser address', async () => {
    const client = '198.51.100.77';
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await call('POST', 'adverts/recordClick', { advert_id: running.id }, { client })).status);
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    // Another address is not held back.
    expect((await call('POST', 'adverts/recordClick', { advert_id: running.id }, { client: '198.51.100.78' })).status).toBe(200);
  });

  test('an IPv6 browser counts by its /64: a fresh address per click is still held back', async () => {
    const answers = [];
    for (let host = 1; host <= 31; host++) answers.push((await call('POST', 'adverts/recordClick', { advert_id: running.id }, { client: `2001:db8:9:9::${host.toString(16)}` })).status);
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await call('POST', 'adverts/recordClick', { advert_id: running.id }, { client: '2001:db8:9:a::1' })).status).toBe(200);
  });

  test('behind a web instance on another host named in PROVIDER_TRUSTED_CALLERS, each browser has its own click limit', async () => {
    // The same database behind a provider that trusts the web instances' network.
    const app = createApp({ db: provider.db, storage: provider.storage, jobs: provider.jobs, config: { ...provider.config, trustedCallers: ['10.0.1.0/24'] } });
    const click = async (peer: string, browser: string) => {
      const request = apiRequest('POST', { advert_id: running.id });
      const headers = { ...(request.headers as Record<string, string>), 'X-Forwarded-For': browser };
      const response = await app.request('/api/vst/adverts/recordClick', { ...request, headers }, { incoming: { socket: { remoteAddress: peer } } as IncomingMessage });
      return response.status;
    };
    // 40 browsers clicking once each through the web instance at 10.0.1.5 are all counted…
    const fromBrowsers = [];
    for (let i = 1; i <= 40; i++) fromBrowsers.push(await click('::ffff:10.0.1.5', `198.51.100.${100 + i}`));
    expect(fromBrowsers.every((status) => status === 200)).toBe(true);
    // …while a caller outside that network is limited by its own address whatever it claims.
    const forged = [];
    for (let i = 1; i <= 31; i++) forged.push(await click('203.0.113.9', `198.51.100.${200 + i}`));
    expect(forged.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(forged[30]).toBe(429);
  });

  test('myAdverts shows the advertiser each advert\'s link, impressions and clicks', async () => {
    const mine = await call<{ adverts: MyAdvert[] }>('GET', 'adverts/myAdverts', undefined, { token: owner });
    const stats = await countsOf(running.id);
    expect(mine.body.adverts.find((advert) => advert.advertID === running.id)).toMatchObject({
      link: 'https://shop.example/sale', impressions: stats!.impressions, clicks: stats!.clicks,
    });
    expect(stats!.impressions).toBeGreaterThan(0);
    expect(stats!.clicks).toBeGreaterThan(0);
  });

  test('the upload takes an optional http(s) link and refuses any other kind', async () => {
    const fields = { category: 'Test', title: 'Linked', description: 'With a link', subscription_id: String(planId) };
    const file = { file: [{ bytes: Buffer.from('Linked advert'), name: 'linked.txt', type: 'text/plain' }] };
    const send = async (link: string) => {
      const response = await provider.request('/api/vst/adverts/uploadAdvertDocument', multipartRequest({ ...fields, link }, file, owner));
      return { status: response.status, body: (await response.json()) as { advert: MyAdvert } & Refusal };
    };
    const linked = await send('http://127.0.0.1:8080/landing?from=naijahomes');
    expect(linked.status).toBe(201);
    expect(linked.body.advert).toMatchObject({ link: 'http://127.0.0.1:8080/landing?from=naijahomes', impressions: 0, clicks: 0 });
    expect((await send('')).body.advert.link).toBeNull();
    for (const bad of ['javascript:alert(1)', 'example.com', 'https://user:pass@example.com', 'data:text/html,hi']) {
      const refused = await send(bad);
      expect(refused.status).toBe(422);
      expect(refused.body.ResponseMessage).toEqual({ link: ['Enter a full web address starting with https://'] });
    }
  });
});

describe('promoted properties', () => {
  type Card = { id: number; promoted: boolean };
  const listing = async (query: string) =>
    ((await call<{ properties: { data: Card[] } }>('GET', `params/filterProperties?${query}`)).body.properties.data);

  async function promote(propertyId: number, startsAt: Date, expiresAt: Date) {
    const [plan] = await provider.db.insert(subscriptionTypes).values({ kind: 'property_advert', title: 'Promotion', description: 'x', amount: 5_000, durationMonths: 1 }).returning();
    const [payment] = await provider.db
      .insert(payments)
      .values({ reference: `test-${propertyId}-${startsAt.getTime()}`, gateway: 'paystack', userId: ownerId, paymentType: 'Property_Advert_Payment', subscriptionTypeId: plan!.id, propertyId, amount: 5_000, status: 'successful' })
      .returning();
    await provider.db.insert(propertyAdverts).values({ propertyId, userId: ownerId, subscriptionTypeId: plan!.id, paymentId: payment!.id, startsAt, expiresAt });
  }

  test('a running promotion heads its listing and the property list, badged; an expired one does not', async () => {
    // Fixture property 3 is an old BUY listing (most recent first puts it near the end); 5 likewise.
    await promote(3, daysFromNow(-1), daysFromNow(30));
    await promote(5, daysFromNow(-60), daysFromNow(-30));
    for (const query of ['transaction_type=BUY', 'transaction_type=BUY&page_type=lowest_price', 'transaction_type=BUY&page_type=highest_price']) {
      const cards = await listing(query);
      expect(cards[0]).toMatchObject({ id: 3, promoted: true });
      expect(cards.filter((card) => card.promoted).map((card) => card.id)).toEqual([3]);
    }
    const all = (await call<{ properties: { data: Card[] } }>('GET', 'property/all')).body.properties.data;
    expect(all[0]).toMatchObject({ id: 3, promoted: true });
    // Another transaction type's listing is not headed by it.
    expect((await listing('transaction_type=RENT')).some((card) => card.id === 3)).toBe(false);
  });
});
