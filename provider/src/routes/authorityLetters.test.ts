/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { users, verificationRequests } from '../db/schema';
import { insertStoredFiles } from '../queries/files';
import { DUPLEX, LAGOS, RESIDENTIAL } from '../testing/fixtureSeedData';
import { signIn, signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPdf, tinyPng, type UploadFile } from '../testing/uploads';
import { HOME_FACTS } from '../testing/livingFacts';

let provider: TestProvider;
let owner: string;
let buyer: string;
let staff: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
  staff = await signIn(provider, 'staff@example.com');
}, 120_000);
afterAll(() => provider.close());

type OwnLetter = { name: string; link: string; status: string; reason: string | null; uploaded_at: string; reviewed_at: string | null };
type Queue = { letters: { property: { id: number }; advertiser: string; letter_from: string; name: string; link: string }[] };
type Card = { id: number; owner_authorised: boolean };

let made = 0;
/** A listing for sale at `price` (a price no other test uses, so a price filter shows only its own). */
async function list(token: string, price: number): Promise<number> {
  made += 1;
  const fields = {
    for_sale: '1', for_sale_aso: '0', name: `Authority test home ${made}`, price: String(price), payment_plan_option_id: '1',
    property_type_id: String(RESIDENTIAL), property_category_id: String(DUPLEX), no_bedroom: '3', no_bathroom: '2', no_kitchen: '1',
    country_id: '161', state_id: String(LAGOS), city_id: '250', description: 'A home.', latitude: '6.6018', longitude: '3.3515', title: 'c_of_o', ...HOME_FACTS,
  };
  const files = {
    primary_image: [{ bytes: tinyPng(made), name: 'front.png', type: 'image/png' }],
    property_documents: [{ bytes: tinyPdf(), name: 'deed.pdf', type: 'application/pdf' }],
    floor_plan: [{ bytes: tinyPng(made + 100), name: 'plan.png', type: 'image/png' }],
  };
  const response = await provider.request('/api/vst/profile/submitListing', multipartRequest(fields, files, token));
  expect(response.status).toBe(201);
  return ((await response.json()) as { property: { id: number } }).property.id;
}

async function call<Body>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest(method, body, token));
  return { status: response.status, body: (await response.json()) as Body };
}
async function upload(propertyId: number, token: string | undefined, letter: UploadFile = { bytes: tinyPdf(), name: 'authority.pdf', type: 'application/pdf' }) {
  const response = await provider.request('/api/vst/profile/uploadAuthorityLetter', multipartRequest({ property_id: String(propertyId) }, { letter: [letter] }, token));
  return { status: response.status, body: (await response.json()) as { letter: OwnLetter } & Refusal };
}
const openFile = (link: string, token?: string) =>
  provider.request(new URL(link).pathname, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
const ownLetter = async (id: number) => (await call<{ letter_from: string; letter: OwnLetter | null }>('GET', `profile/authorityLetter?property_id=${id}`, owner)).body;
const queued = async (id: number) => (await call<Queue>('GET', 'staff/authorityLetters', staff)).body.letters.find((letter) => letter.property.id === id);
const authorityOf = async (id: number) =>
  (await call<{ property: { owner_authority: unknown } & Card }>('GET', `params/getPropertyDetail?propertyId=${id}`)).body.property;

describe("the owner's letter of authority", () => {
  test('only the advertiser uploads it; it is private to them and staff', async () => {
    const id = await list(owner, 71_000_001);
    expect((await upload(id, undefined)).status).toBe(401);
    expect((await upload(id, buyer)).status).toBe(403);
    expect((await upload(999_999, owner)).status).toBe(404);
    const notADocument = await upload(id, owner, { bytes: Buffer.from('<html></html>'), name: 'letter.html', type: 'application/pdf' });
    expect(notADocument.body.ResponseMessage).toEqual({ letter: ['letter.html is not a PDF or a PNG, JPEG, WebP or GIF image'] });

    const sent = await upload(id, owner);
    expect(sent.status).toBe(201);
    expect(sent.body.letter).toMatchObject({ name: 'authority.pdf', status: 'waiting', reason: null, reviewed_at: null });
    expect(await ownLetter(id)).toMatchObject({ letter_from: 'seller', letter: { status: 'waiting' } });
    expect((await call('GET', `profile/authorityLetter?property_id=${id}`, buyer)).status).toBe(403);

    const link = sent.body.letter.link;
    expect(new URL(link).pathname).toMatch(/^\/private-files\//);
    expect((await openFile(link, owner)).status).toBe(200);
    expect((await openFile(link, staff)).status).toBe(200);
    // Another member, and a visitor, cannot fetch it even with its link.
    expect((await openFile(link, buyer)).status).toBe(404);
    expect((await openFile(link)).status).toBe(401);
    // Nothing public names it.
    expect(JSON.stringify(await authorityOf(id))).not.toContain(new URL(link).pathname.split('/').pop());
  });

  test('staff see the queue (nobody else does), mark a letter seen, and the listing says so; audit-logged', async () => {
    const id = await list(owner, 71_000_002);
    await upload(id, owner);
    for (const token of [undefined, owner, buyer]) {
      expect((await call('GET', 'staff/authorityLetters', token)).status).toBe(404);
      expect((await call('POST', 'staff/authorityLetterSeen', token, { property_id: id, reason: 'Signed by the seller' })).status).toBe(404);
    }
    expect(await queued(id)).toMatchObject({ advertiser: 'Ola Owner', letter_from: 'seller', name: 'authority.pdf' });
    expect((await authorityOf(id)).owner_authority).toBeNull();

    const seen = await call('POST', 'staff/authorityLetterSeen', staff, { property_id: id, reason: 'Signed by the seller named on the deed' });
    expect(seen).toEqual({ status: 200, body: { Detail: 'The letter of authority is marked as seen' } });
    expect(await authorityOf(id)).toMatchObject({ owner_authorised: true, owner_authority: { letter_from: 'seller', seen_at: expect.any(String) } });
    expect(await queued(id)).toBeUndefined();
    expect((await call('POST', 'staff/authorityLetterSeen', staff, { property_id: id, reason: 'Again' })).status).toBe(409);
    const { body } = await call<{ audit: { action: string; property: { id: number }; reason: string }[] }>('GET', 'staff/console', staff);
    expect(body.audit[0]).toMatchObject({ action: 'authority_letter_seen', property: { id }, reason: 'Signed by the seller named on the deed' });
  });

  test('a refusal carries its reason to the advertiser; a new upload replaces the letter and waits again', async () => {
    const id = await list(owner, 71_000_003);
    const first = (await upload(id, owner, { bytes: tinyPng(41), name: 'unsigned.png', type: 'image/png' })).body.letter;
    const refused = await call('POST', 'staff/authorityLetterRefused', staff, { property_id: id, reason: 'The letter is not signed' });
    expect(refused.status).toBe(200);
    expect((await ownLetter(id)).letter).toMatchObject({ status: 'refused', reason: 'The letter is not signed' });
    expect((await authorityOf(id)).owner_authority).toBeNull();

    const second = (await upload(id, owner, { bytes: tinyPng(42), name: 'signed.png', type: 'image/png' })).body.letter;
    expect(second).toMatchObject({ name: 'signed.png', status: 'waiting', reason: null });
    // The replaced letter is deleted, not kept where nothing shows it.
    expect((await openFile(first.link, owner)).status).toBe(404);
    await call('POST', 'staff/authorityLetterSeen', staff, { property_id: id, reason: 'Signed now' });
    await upload(id, owner, { bytes: tinyPng(43), name: 'newer.png', type: 'image/png' });
    // What staff saw was the letter before: the new one needs marking again.
    expect((await authorityOf(id)).owner_authority).toBeNull();
    expect(await queued(id)).toMatchObject({ name: 'newer.png' });
  });

  test('listings neither by a verified owner nor authorised rank after those that are', async () => {
    const price = 72_000_000;
    const byBuyer = await list(buyer, price);
    const older = await list(owner, price);
    const newer = await list(owner, price);
    const order = async () =>
      (await call<{ properties: { data: Card[] } }>('GET', `params/filterProperties?transaction_type=BUY&min_price=${price}&max_price=${price}&page_type=most_recent`))
        .body.properties.data.map((card) => card.id);
    expect(await order()).toEqual([newer, older, byBuyer]);

    // The buyer becomes a verified owner: their listing comes first, though the oldest.
    const [buyerRow] = await provider.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@example.com'));
    await insertStoredFiles(provider.db, [{ key: 'test/buyer-id', contentType: 'application/pdf', sha256: 'buyer-id' }]);
    await provider.db.insert(verificationRequests).values({
      userId: buyerRow!.id, kind: 'owner', phone: '+2348030000000', phoneConfirmedAt: new Date(), validIdKey: 'test/buyer-id', status: 'approved', reviewedAt: new Date(),
    });
    expect(await order()).toEqual([byBuyer, newer, older]);

    // The owner's older listing is authorised: it joins the first group, which keeps the chosen sort.
    await upload(older, owner);
    await call('POST', 'staff/authorityLetterSeen', staff, { property_id: older, reason: 'Signed by the seller' });
    expect(await order()).toEqual([older, byBuyer, newer]);

    // A verified agent is not the owner: without a letter their listing ranks with the rest.
    await provider.db.update(verificationRequests).set({ kind: 'agent' }).where(eq(verificationRequests.userId, buyerRow!.id));
    expect(await order()).toEqual([older, newer, byBuyer]);
  });
});
