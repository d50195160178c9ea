/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { fixtureProperties } from '../testing/fixtureSeedData';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, TEST_APP_URL, type TestProvider } from '../testing/testProvider';

let provider: TestProvider;
let owner: string;
let buyer: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
}, 30_000);
afterAll(() => provider.close());

type Person = { id: number; name: string };
type Comment = { id: number; comment: string; date: string; offer_by: Person };
type Offer = { id: number; name: string; phone_no: string; amount: number; note: string; date: string; offer_by: Person };
type Mail = { to: string; subject: string; text: string; links: string[] };
type Wishlist = { myWishList: { data: { id: number }[]; meta: { total: number; per_page: number } } };

/** `Body` only types what the test reads back; the assertions check it. */
async function call<Body = unknown>(method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const init = apiRequest(method, options.body, options.token);
  init.headers = { ...(init.headers as Record<string, string>), ...options.headers };
  const response = await provider.request(`/api/vst/${path}`, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

const outbox = async () => (await (await provider.request('/__dev/outbox')).json()) as Mail[];

// Property 1 is owner@example.com's (BUY, 1,000,000); property 6 is buyer@example.com's.
describe('seeded engagement', () => {
  test('the fixture comment and offer on property 8 are listed', async () => {
    const comments = await call<{ propertyComments: Comment[] }>('GET', 'comment/getComments?property_id=8', { token: owner });
    expect(comments.body.propertyComments).toEqual([expect.objectContaining({ comment: 'Is the rent negotiable?', offer_by: { id: expect.any(Number), name: 'Bola Buyer' } })]);
    const offers = await call<{ propertyOffers: Offer[] }>('GET', 'offer/getOffers?property_id=8', { token: owner });
    expect(offers.body.propertyOffers).toEqual([expect.objectContaining({ amount: 7_500_000, note: 'One year upfront', phone_no: '08020000000' })]);
  });
});

describe('comments', () => {
  test("a comment e-mails the listing's owner, at most once an hour per listing, and never for the owner's own", async () => {
    const commentMails = async () => (await outbox()).filter((mail) => mail.to === 'owner@example.com' && mail.subject === 'New comment on Fixture home 3');
    const before = (await commentMails()).length;
    expect((await call('POST', 'comment/saveComment', { body: { comment: 'Does it have <b>borehole</b> water?', property_id: 3 }, token: buyer })).status).toBe(201);
    const [mail, ...older] = await commentMails();
    expect(older).toHaveLength(before);
    expect(mail).toMatchObject({ links: [`${TEST_APP_URL}/property/3`] });
    expect(mail!.text).toContain('Bola Buyer commented on Fixture home 3');
    expect(mail!.text).toContain('Does it have <b>borehole</b> water?');
    expect((mail as Mail & { html: string }).html).toContain('Does it have &lt;b&gt;borehole&lt;/b&gt; water?');

    await call('POST', 'comment/saveComment', { body: { comment: 'And is there parking?', property_id: 3 }, token: buyer });
    await call('POST', 'comment/saveComment', { body: { comment: 'Yes to both.', property_id: 3 }, token: owner });
    expect(await commentMails()).toHaveLength(before + 1);

    // The owner's own comment on a listing nobody has written about yet is not mailed to them.
    const mailsToOwner = (await outbox()).filter((mail) => mail.to === 'owner@example.com').length;
    expect((await call('POST', 'comment/saveComment', { body: { comment: 'Viewing on Saturdays.', property_id: 4 }, token: owner })).status).toBe(201);
    expect((await outbox()).filter((mail) => mail.to === 'owner@example.com')).toHaveLength(mailsToOwner);
  });

  test('a signed-in user posts a comment and reads it back newest first with the author', async () => {
    const first = await call<{ Detail: string; comment: Comment }>('POST', 'comment/saveComment', { body: { comment: '  Is the price negotiable?  ', property_id: 1 }, token: buyer });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ Detail: 'Your comment has been posted', comment: { comment: 'Is the price negotiable?', offer_by: { name: 'Bola Buyer' } } });
    expect(Date.parse(first.body.comment.date)).not.toBeNaN();
    await call('POST', 'comment/saveComment', { body: { comment: 'Yes, slightly.', property_id: 1 }, token: owner });

    const list = await call<{ propertyComments: Comment[] }>('GET', 'comment/getComments?property_id=1', { token: buyer });
    expect(list.status).toBe(200);
    expect(list.body.propertyComments.map((comment) => [comment.comment, comment.offer_by.name])).toEqual([
      ['Yes, slightly.', 'Ola Owner'],
      ['Is the price negotiable?', 'Bola Buyer'],
    ]);
    expect(list.body.propertyComments[1]).toEqual(first.body.comment);
    expect((await call<{ propertyComments: Comment[] }>('GET', 'comment/getComments?property_id=2', { token: buyer })).body).toEqual({ propertyComments: [] });
  });

  test('refusals: 401 without a token, 422 by field, 404 for an unknown property', async () => {
    expect((await call('GET', 'comment/getComments?property_id=1')).status).toBe(401);
    expect((await call('POST', 'comment/saveComment', { body: { comment: 'Hi', property_id: 1 } })).status).toBe(401);
    const empty = await call<Refusal>('POST', 'comment/saveComment', { body: { comment: ' ', property_id: 'x' }, token: buyer });
    expect(empty.status).toBe(422);
    expect(empty.body.ResponseMessage).toEqual({ comment: ['This is required.'], property_id: ['Must be a whole number'] });
    const long = await call<Refusal>('POST', 'comment/saveComment', { body: { comment: 'a'.repeat(1001), property_id: 1 }, token: buyer });
    expect(long.body.ResponseMessage).toEqual({ comment: ['Must be at most 1000 characters'] });
    expect(await call('POST', 'comment/saveComment', { body: { comment: 'Hi', property_id: 999 }, token: buyer })).toMatchObject({ status: 404, body: { Detail: 'Property not found' } });
    expect((await call('GET', 'comment/getComments?property_id=999', { token: buyer })).status).toBe(404);
    expect((await call('GET', 'comment/getComments', { token: buyer })).status).toBe(422);
  });
});

describe('offers', () => {
  const offer = { name: 'Bola Buyer', phone_no: '0802 000 0000', amount: '950000', note: 'Cash, ready to pay this month', property_id: 1 };

  test('an offer is stored, e-mailed to the owner, and listed for the owner only', async () => {
    expect(await call('POST', 'offer/saveOffer', { body: offer, token: buyer })).toMatchObject({ status: 201, body: { Detail: 'Your offer has been sent to property owner' } });
    await call('POST', 'offer/saveOffer', { body: { ...offer, amount: 975_000, note: 'Improved offer' }, token: buyer });

    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: 'owner@example.com', subject: 'New offer on Fixture home 1', links: [`${TEST_APP_URL}/property/1`] });
    expect(mail!.text).toContain('NGN 975,000');
    expect(mail!.text).toContain('Improved offer');

    const list = await call<{ propertyOffers: Offer[] }>('GET', 'offer/getOffers?property_id=1', { token: owner });
    expect(list.status).toBe(200);
    expect(list.body.propertyOffers.map((item) => [item.amount, item.note])).toEqual([
      [975_000, 'Improved offer'],
      [950_000, 'Cash, ready to pay this month'],
    ]);
    expect(list.body.propertyOffers[1]).toMatchObject({ name: 'Bola Buyer', phone_no: '0802 000 0000', offer_by: { name: 'Bola Buyer' } });
  });

  test('only the owner sees offers; nobody offers on their own listing', async () => {
    expect(await call('GET', 'offer/getOffers?property_id=1', { token: buyer })).toMatchObject({ status: 403, body: { Detail: 'Only the owner of this property can see its offers' } });
    expect((await call('GET', 'offer/getOffers?property_id=1')).status).toBe(401);
    expect((await call('GET', 'offer/getOffers?property_id=999', { token: owner })).status).toBe(404);
    expect((await call('POST', 'offer/saveOffer', { body: offer, token: owner })).status).toBe(403);
    expect((await call('POST', 'offer/saveOffer', { body: offer })).status).toBe(401);
  });

  test('422 field messages: phone needs a digit, amount a positive whole number', async () => {
    const bad = await call<Refusal>('POST', 'offer/saveOffer', { body: { name: '', phone_no: 'call me', amount: '1.5m', note: '', property_id: 1 }, token: buyer });
    expect(bad.status).toBe(422);
    expect(bad.body.ResponseMessage).toEqual({
      name: ['This is required.'],
      phone_no: ['Must contain a digit'],
      amount: ['Must be a positive whole number of naira'],
      note: ['This is required.'],
    });
    for (const amount of [0, -5, 12.5]) {
      expect((await call<Refusal>('POST', 'offer/saveOffer', { body: { ...offer, amount }, token: buyer })).body.ResponseMessage).toEqual({ amount: ['Must be a positive whole number of naira'] });
    }
    expect((await call<Refusal>('POST', 'offer/saveOffer', { body: { ...offer, amount: '' }, token: buyer })).body.ResponseMessage).toEqual({ amount: ['This is required.'] });
  });
});

describe('share by e-mail', () => {
  const fromClient = (address: string) => ({ 'X-Forwarded-For': `203.0.113.9, ${address}` });

  test("a visitor shares a listing: the mail links to the web app's property page", async () => {
    const shared = await call('POST', 'profile/sharePropertyByEmail', { body: { email: 'Friend@Example.com', property_id: 2 }, headers: fromClient('198.51.100.1') });
    expect(shared).toMatchObject({ status: 200, body: { Detail: 'Property has been shared successfully' } });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: 'friend@example.com', links: [`${TEST_APP_URL}/property/2`] });
    expect(mail!.text).toContain('Someone thought you might like');
    expect(mail!.text).toContain('NGN 2,000,000');
    await call('POST', 'profile/sharePropertyByEmail', { body: { email: 'friend@example.com', property_id: 2 }, token: buyer, headers: fromClient('198.51.100.1') });
    expect((await outbox())[0]!.text).toContain('Bola Buyer thought you might like');
  });

  test('at most 10 shares per client address an hour; others are not affected', async () => {
    const share = (address: string) =>
      call('POST', 'profile/sharePropertyByEmail', { body: { email: 'friend@example.com', property_id: 3 }, headers: fromClient(address) });
    for (let i = 0; i < 10; i += 1) expect((await share('198.51.100.7')).status).toBe(200);
    const refused = await share('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ Detail: 'You have shared too many properties; please try again later' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500);
    expect((await share('198.51.100.8')).status).toBe(200);
  });

  test('422 for a bad address, 404 for an unknown property', async () => {
    const bad = await call<Refusal>('POST', 'profile/sharePropertyByEmail', { body: { email: 'not an address' } });
    expect(bad.body.ResponseMessage).toEqual({ email: ['Please enter a valid e-mail address'], property_id: ['Must be a whole number'] });
    expect((await call('POST', 'profile/sharePropertyByEmail', { body: { email: 'a@example.com', property_id: 999 } })).status).toBe(404);
  });
});

describe('wishlist', () => {
  const add = (property_id: number) => call('POST', 'profile/addToWishlist', { body: { property_id }, token: buyer });
  const ids = async (query = '') => (await call<Wishlist>('GET', `profile/myWishlist${query}`, { token: buyer })).body.myWishList.data.map((card) => card.id);
  const status = async (id: number) => (await call<{ in_wishlist: boolean }>('GET', `profile/wishlistStatus?property_id=${id}`, { token: buyer })).body.in_wishlist;

  test('add (idempotent), sort by saved date or price, remove', async () => {
    for (const id of [7, 2, 15]) expect(await add(id)).toMatchObject({ status: 200, body: { Detail: 'Property added to your wishlist' } });
    expect(await ids()).toEqual([15, 2, 7]);
    // Saving again keeps the first saved date.
    expect((await add(7)).status).toBe(200);
    expect(await ids('?page_type=most_recent')).toEqual([15, 2, 7]);
    expect(await ids('?page_type=highest_price')).toEqual([15, 7, 2]);
    expect(await ids('?page_type=lowest_price')).toEqual([2, 7, 15]);
    const page = await call<Wishlist>('GET', 'profile/myWishlist?page=1', { token: buyer });
    expect(page.body.myWishList.meta).toMatchObject({ total: 3, per_page: 12, current_page: 1, last_page: 1 });
    expect(page.body.myWishList.data[0]).toMatchObject({ id: 15, price: String(fixtureProperties[14]!.price) });

    expect([await status(2), await status(3)]).toEqual([true, false]);
    const removed = await call('POST', 'profile/removeFromWishlist', { body: { property_id: 2 }, token: buyer });
    expect(removed).toMatchObject({ status: 200, body: { Detail: 'Property removed from your wishlist' } });
    expect((await call('POST', 'profile/removeFromWishlist', { body: { property_id: 2 }, token: buyer })).status).toBe(200);
    expect(await ids()).toEqual([15, 7]);
    expect(await status(2)).toBe(false);
    // Another user's wishlist is their own (the fixture's owner saved property 6).
    expect((await call<Wishlist>('GET', 'profile/myWishlist', { token: owner })).body.myWishList.data.map((card) => card.id)).toEqual([6]);
  });

  test('refusals: 401, 404, 422', async () => {
    expect((await call('POST', 'profile/addToWishlist', { body: { property_id: 1 } })).status).toBe(401);
    expect((await call('GET', 'profile/myWishlist')).status).toBe(401);
    expect((await call('GET', 'profile/wishlistStatus?property_id=1')).status).toBe(401);
    expect((await add(999)).status).toBe(404);
    expect((await call<Refusal>('POST', 'profile/addToWishlist', { body: {}, token: buyer })).body.ResponseMessage).toEqual({ property_id: ['Must be a whole number'] });
    expect((await call('GET', 'profile/myWishlist?page_type=cheapest', { token: buyer })).status).toBe(422);
  });
});
