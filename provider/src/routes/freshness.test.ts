/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { confirmationToken } from '../auth/confirmationTokens';
import { freshnessClock } from '../clock';
import { outbox } from '../db/schema';
import { sendConfirmationReminders } from '../freshness/reminders';
import { DUPLEX, LAGOS, RESIDENTIAL } from '../testing/fixtureSeedData';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPng } from '../testing/uploads';
import { HOME_FACTS } from '../testing/livingFacts';

let provider: TestProvider;
let owner: string;
let buyer: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
}, 30_000);
afterAll(() => provider.close());
afterEach(() => freshnessClock.setOffsetDays(0));

type Card = { id: number; availability_status: string; confirmed_at: string; confirmed_days_ago: number; freshness: string };
type Page = { properties: { data: Card[]; meta: { total: number } } };

async function call<Body = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest(method, body, token));
  return { status: response.status, body: (await response.json()) as Body };
}

const listed = async (query = '') => (await call<Page>('GET', `property/all?per_page=48${query}`)).body.properties;
const searched = async () => (await call<Page>('GET', 'params/filterProperties?transaction_type=BUY&per_page=48')).body.properties;
const detail = async (id: number) => (await call<{ property: Card }>('GET', `params/getPropertyDetail?propertyId=${id}`)).body.property;
const ids = (cards: Card[]) => cards.map((card) => card.id);

/** Fixture homes 1-23 not divisible by 6 are the owner's; odd ones are for sale. */
const OWNED_FOR_SALE = 5;
const OTHER_OWNED_FOR_SALE = 7;

describe('listing freshness', () => {
  test('cards and details say when the listing was last confirmed, on the freshness clock', async () => {
    const card = (await listed()).data[0]!;
    expect(card).toMatchObject({ confirmed_days_ago: 0, freshness: 'confirmed' });
    expect(Date.parse(card.confirmed_at)).toBeLessThanOrEqual(Date.now());

    freshnessClock.setOffsetDays(3);
    expect(await detail(card.id)).toMatchObject({ confirmed_days_ago: 3, freshness: 'confirmed' });
  });

  test('after 30 days a listing is "not recent" and ranks after confirmed ones; after 60 it leaves search but its page answers', async () => {
    const before = await listed();
    freshnessClock.setOffsetDays(31);
    expect((await call('POST', 'profile/confirmListing', { propertyId: OWNED_FOR_SALE }, owner)).status).toBe(200);

    const aged = await listed();
    expect(aged.meta.total).toBe(before.meta.total);
    // The one confirmed listing comes first, though it is not the newest; the rest are not recent.
    expect(aged.data[0]).toMatchObject({ id: OWNED_FOR_SALE, freshness: 'confirmed', confirmed_days_ago: 0 });
    expect(aged.data.slice(1).every((card) => card.freshness === 'not_recent')).toBe(true);
    expect((await searched()).data[0]?.id).toBe(OWNED_FOR_SALE);

    freshnessClock.setOffsetDays(61);
    expect(ids((await listed()).data)).toEqual([OWNED_FOR_SALE]);
    expect(ids((await searched()).data)).toEqual([OWNED_FOR_SALE]);
    // Out of search, yet its page still answers, marked.
    expect(await detail(OTHER_OWNED_FOR_SALE)).toMatchObject({ id: OTHER_OWNED_FOR_SALE, freshness: 'out_of_search', confirmed_days_ago: 61 });

    // Confirming brings it back.
    await call('POST', 'profile/confirmListing', { propertyId: OTHER_OWNED_FOR_SALE }, owner);
    expect(ids((await listed()).data).sort()).toEqual([OWNED_FOR_SALE, OTHER_OWNED_FOR_SALE].sort());
  });

  test('only the owner confirms or changes the status; bad input is refused clearly', async () => {
    expect((await call('POST', 'profile/confirmListing', { propertyId: OWNED_FOR_SALE })).status).toBe(401);
    expect((await call('POST', 'profile/confirmListing', { propertyId: OWNED_FOR_SALE }, buyer)).status).toBe(403);
    expect((await call('POST', 'profile/listingStatus', { propertyId: OWNED_FOR_SALE, status: 'Let' }, buyer)).status).toBe(403);
    expect((await call('POST', 'profile/confirmListing', { propertyId: 999_999 }, owner)).status).toBe(404);
    const bad = await call<Refusal>('POST', 'profile/listingStatus', { propertyId: OWNED_FOR_SALE, status: 'Gone' }, owner);
    expect(bad.status).toBe(422);
    expect(bad.body.ResponseMessage.status).toEqual(['Must be Available, Under Offer, Let or Sold']);
    expect((await detail(OWNED_FOR_SALE)).availability_status).toBe('Available');
  });

  test('let and sold listings leave the listings and search; under offer stays; available brings it back', async () => {
    const total = (await listed()).meta.total;
    const sold = await call<{ property: Card }>('POST', 'profile/listingStatus', { propertyId: OTHER_OWNED_FOR_SALE, status: 'Sold' }, owner);
    expect(sold.status).toBe(200);
    expect(sold.body.property).toMatchObject({ availability_status: 'Sold', freshness: 'confirmed' });
    expect(ids((await listed()).data)).not.toContain(OTHER_OWNED_FOR_SALE);
    expect(ids((await searched()).data)).not.toContain(OTHER_OWNED_FOR_SALE);
    expect((await listed()).meta.total).toBe(total - 1);
    expect((await detail(OTHER_OWNED_FOR_SALE)).availability_status).toBe('Sold');

    await call('POST', 'profile/listingStatus', { propertyId: OTHER_OWNED_FOR_SALE, status: 'Under Offer' }, owner);
    expect(ids((await searched()).data)).toContain(OTHER_OWNED_FOR_SALE);
    await call('POST', 'profile/listingStatus', { propertyId: OTHER_OWNED_FOR_SALE, status: 'Available' }, owner);
    expect((await listed()).meta.total).toBe(total);
  });

  test('an edit counts as a confirmation', async () => {
    // Fixture home 11, the owner's, confirmed when seeded.
    freshnessClock.setOffsetDays(40);
    expect((await detail(11)).freshness).toBe('not_recent');
    const fields = {
      propertyID: '11', for_sale: '1', for_sale_aso: '0', title: 'c_of_o', name: 'Fixture home 11, repainted', price: '11,000,000', payment_plan_option_id: '1',
      property_type_id: String(RESIDENTIAL), property_category_id: String(DUPLEX), no_bedroom: '4', no_bathroom: '4', no_kitchen: '1',
      no_toilet: '5', car_parking: '2', square_feet: '3200', year_built: '2021', features: ['1'], country_id: '161',
      state_id: String(LAGOS), city_id: '250', town_id: '2500', description: 'Fresh paint.', vat: '0',
      financial_advisory_fee: '0', video_link: '', latitude: '6.6018', longitude: '3.3515', ...HOME_FACTS,
    };
    const edited = await provider.request('/api/vst/profile/modifyProperty', multipartRequest(fields, { floor_plan: [{ bytes: tinyPng(3), name: 'plan.png', type: 'image/png' }] }, owner));
    expect(edited.status).toBe(200);
    expect(await detail(11)).toMatchObject({ freshness: 'confirmed', confirmed_days_ago: 0 });
  });

  test('a reminder e-mail goes once per confirmation after 30 days; its link confirms without a session, opening it changes nothing', async () => {
    freshnessClock.setOffsetDays(100);
    await call('POST', 'profile/confirmListing', { propertyId: OWNED_FOR_SALE }, owner);
    freshnessClock.setOffsetDays(129);
    const before = (await provider.db.select().from(outbox)).length;
    // 29 days after its confirmation the listing is not due; the never-confirmed others are.
    const sent = await sendConfirmationReminders(provider.db, provider.config, freshnessClock.now());
    const mails = (await provider.db.select().from(outbox)).slice(before);
    expect(mails).toHaveLength(sent);
    expect(sent).toBeGreaterThan(0);
    expect(mails.some((mail) => mail.subject.includes('Fixture home 5'))).toBe(false);
    expect(await sendConfirmationReminders(provider.db, provider.config, freshnessClock.now())).toBe(0);

    freshnessClock.setOffsetDays(131);
    // The token carries the second it was issued: the expected one is made at that same instant.
    const remindedAt = freshnessClock.now();
    expect(await sendConfirmationReminders(provider.db, provider.config, remindedAt)).toBe(1);
    const [reminder] = (await provider.db.select().from(outbox)).slice(-1);
    expect(reminder?.to).toBe('owner@example.com');
    expect(reminder?.subject).toContain('Fixture home 5');
    const ownerId = (await call<{ property: { owner: { id: number } } }>('GET', `params/getPropertyDetail?propertyId=${OWNED_FOR_SALE}`)).body.property.owner.id;
    const token = confirmationToken(provider.config.alertsSecret, OWNED_FOR_SALE, ownerId, remindedAt);
    expect(reminder?.links).toContain(`http://app.test/listing/confirm?token=${encodeURIComponent(token)}`);
    expect((await detail(OWNED_FOR_SALE)).freshness).toBe('not_recent');

    const confirmed = await call<{ property: { id: number; name: string } }>('POST', 'listings/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.property.id).toBe(OWNED_FOR_SALE);
    expect(await detail(OWNED_FOR_SALE)).toMatchObject({ freshness: 'confirmed', confirmed_days_ago: 0 });
  });

  test('a forged, foreign or malformed confirmation token is refused', async () => {
    const ownerId = (await call<{ property: { owner: { id: number } } }>('GET', `params/getPropertyDetail?propertyId=${OWNED_FOR_SALE}`)).body.property.owner.id;
    freshnessClock.setOffsetDays(200);
    const issued = freshnessClock.now();
    const valid = confirmationToken(provider.config.alertsSecret, OWNED_FOR_SALE, ownerId, issued);
    const [, issuedSeconds, mac] = valid.split('.');
    const otherSecret = confirmationToken('another secret of at least thirty-two characters', OWNED_FOR_SALE, ownerId, issued);
    // A token for one listing does not confirm another, and another owner's token is not this owner's.
    const swapped = `${OTHER_OWNED_FOR_SALE}.${issuedSeconds}.${mac}`;
    const otherOwner = confirmationToken(provider.config.alertsSecret, OWNED_FOR_SALE, ownerId + 1, issued);
    // Nor can a link be made younger by rewriting its date.
    const redated = `${OWNED_FOR_SALE}.${Number(issuedSeconds) + 86_400}.${mac}`;
    const unsigned = `${OWNED_FOR_SALE}.${mac}`;
    for (const token of [otherSecret, swapped, otherOwner, redated, unsigned, 'junk', `999999.${issuedSeconds}.${mac}`]) {
      const refused = await call<Refusal>('POST', 'listings/confirm', { token });
      expect(refused.status).toBe(400);
      expect(refused.body.Detail).toBe('This confirmation link is not valid');
    }
    expect((await detail(OWNED_FOR_SALE)).freshness).toBe('out_of_search');
  });

  test('a reminder link stops working after 30 days, with a message that points to the dashboard', async () => {
    const ownerId = (await call<{ property: { owner: { id: number } } }>('GET', `params/getPropertyDetail?propertyId=${OTHER_OWNED_FOR_SALE}`)).body.property.owner.id;
    freshnessClock.setOffsetDays(300);
    const token = confirmationToken(provider.config.alertsSecret, OTHER_OWNED_FOR_SALE, ownerId, freshnessClock.now());
    freshnessClock.setOffsetDays(331);
    const expired = await call<Refusal>('POST', 'listings/confirm', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.Detail).toBe('This confirmation link has expired. You can confirm your listing from your dashboard.');
    expect((await detail(OTHER_OWNED_FOR_SALE)).freshness).toBe('out_of_search');
    // A day earlier it still worked.
    freshnessClock.setOffsetDays(329);
    expect((await call('POST', 'listings/confirm', { token })).status).toBe(200);
  });

  test('each answer says what readers see change: a second confirmation the same day changes nothing', async () => {
    const LISTING = 13; // the owner's, untouched by the tests above
    const changeOf = async (path: string, body: object) => (await call<{ visible_change: string }>('POST', path, body, owner)).body.visible_change;
    freshnessClock.setOffsetDays(2);
    // "Confirmed 2 days ago" becomes "today" on its page; in the lists it stays among the confirmed.
    expect(await changeOf('profile/confirmListing', { propertyId: LISTING })).toBe('page');
    expect(await changeOf('profile/confirmListing', { propertyId: LISTING })).toBe('none');
    expect(await changeOf('profile/listingStatus', { propertyId: LISTING, status: 'Under Offer' })).toBe('page');
    expect(await changeOf('profile/listingStatus', { propertyId: LISTING, status: 'Under Offer' })).toBe('none');
    expect(await changeOf('profile/listingStatus', { propertyId: LISTING, status: 'Sold' })).toBe('listings');
    expect(await changeOf('profile/listingStatus', { propertyId: LISTING, status: 'Available' })).toBe('listings');

    // Not recent to confirmed moves it up the lists; by the reminder's link as by the dashboard.
    freshnessClock.setOffsetDays(40);
    const ownerId = (await call<{ property: { owner: { id: number } } }>('GET', `params/getPropertyDetail?propertyId=${LISTING}`)).body.property.owner.id;
    const token = confirmationToken(provider.config.alertsSecret, LISTING, ownerId, freshnessClock.now());
    expect((await call<{ visible_change: string }>('POST', 'listings/confirm', { token })).body.visible_change).toBe('listings');
    expect((await call<{ visible_change: string }>('POST', 'listings/confirm', { token })).body.visible_change).toBe('none');
  });

  test('the sandbox clock answers loopback callers only', async () => {
    const set = (peer: string) =>
      provider.request('/__dev/clock', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ offset_days: 31 }) }, peer);
    expect((await set('203.0.113.9')).status).toBe(403);
    expect(freshnessClock.offsetDays()).toBe(0);
    const local = await set('127.0.0.1');
    expect(local.status).toBe(200);
    expect(freshnessClock.offsetDays()).toBe(31);
    expect((await detail(1)).confirmed_days_ago).toBe(31);
  });
});
