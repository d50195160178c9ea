/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { sql } from 'drizzle-orm';
import { FLAT, RESIDENTIAL } from '../testing/fixtureSeedData';
import { patternPhoto, resavedCopy } from '../testing/photos';
import { signIn, signInOwnerAndBuyer } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPdf, tinyPng } from '../testing/uploads';
import { candidateQuery } from './photoMatches';
import { HOME_FACTS } from '../testing/livingFacts';

// Copies of another advertiser's photos hold a listing for staff. These run on PGlite, and on
// PostgreSQL under scripts/test-postgres.mjs. Each test makes and decodes photos: on a busy machine
// that takes longer than jest's 5 s.
jest.setTimeout(30_000);

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

type Review = { in_review: boolean; same_photos_as: { id: number; name: string }[] };
type Saved = { Detail: string; property: { id: number }; photo_review: Review };
type Queue = {
  listings: {
    property: { id: number; name: string; advertiser: string };
    matches: { property: { id: number; name: string; advertiser: string }; photos: { photo: string; matched_photo: string; distance: number }[] }[];
  }[];
};
type Mail = { to: string; subject: string; text: string };

async function call<Body>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest(method, body, token));
  return { status: response.status, body: (await response.json()) as Body };
}

let listed = 0;
/** A flat for rent in Ikeja, its primary photo `photo`, at a price no other listing has (so a price filter finds it alone). */
async function list(token: string, photo: Buffer, others: Buffer[] = []) {
  listed += 1;
  const price = String(7_770_000 + listed);
  const text = {
    for_sale: '0', for_sale_aso: '1', name: `Flat ${price}`, price, payment_plan_option_id: '1', property_type_id: String(RESIDENTIAL),
    property_category_id: String(FLAT), no_bedroom: '3', no_bathroom: '2', no_kitchen: '1', country_id: '161', state_id: '25', city_id: '250',
    description: 'A bright flat.', latitude: '6.6', longitude: '3.35', ...HOME_FACTS,
  };
  const files = {
    primary_image: [{ bytes: photo, name: 'front.jpg', type: 'image/jpeg' }],
    other_images: others.map((bytes, index) => ({ bytes, name: `room-${index}.jpg`, type: 'image/jpeg' })),
    property_documents: [{ bytes: tinyPdf(), name: 'c-of-o.pdf', type: 'application/pdf' }],
    floor_plan: [{ bytes: tinyPng(3), name: 'plan.png', type: 'image/png' }],
  };
  const response = await provider.request('/api/vst/profile/submitListing', multipartRequest(text, files, token));
  if (response.status !== 201) throw new Error(await response.text());
  const saved = (await response.json()) as Saved;
  return { ...saved, id: saved.property.id, price };
}

const detailStatus = async (id: number, token?: string) => (await call('GET', `params/getPropertyDetail?propertyId=${id}`, token)).status;
const inSearch = async (price: string) =>
  (await call<{ properties: { data: { id: number }[] } }>('GET', `params/filterProperties?transaction_type=RENT&min_price=${price}&max_price=${price}`)).body.properties.data.map(
    (card) => card.id,
  );
const queue = async () => (await call<Queue>('GET', 'staff/photoMatches', staff)).body.listings;
const outbox = async () => (await (await provider.request('/__dev/outbox')).json()) as Mail[];

describe("another advertiser's photos", () => {
  test('a resized, re-saved copy holds the new listing out of search, tells its owner why, and queues it beside the original', async () => {
    const photo = await patternPhoto(101);
    const original = await list(owner, photo);
    expect(original.photo_review).toEqual({ in_review: false, same_photos_as: [] });

    const copy = await list(buyer, await resavedCopy(photo), [await patternPhoto(102)]);
    expect(copy.photo_review.in_review).toBe(true);
    expect(copy.Detail).toMatch(/in review: some of its photos match another advertiser's listing/);
    expect(await inSearch(copy.price)).toEqual([]);
    expect(await detailStatus(copy.id)).toBe(404);
    expect(await detailStatus(copy.id, owner)).toBe(404);
    // Its owner still reads it (the listing form does) and sees why in the dashboard.
    expect(await detailStatus(copy.id, buyer)).toBe(200);
    const mine = await call<{ myProperties: { data: ({ id: number } & Review)[] } }>('GET', 'profile/myProperties?page_type=uploaded', buyer);
    expect(mine.body.myProperties.data.find((card) => card.id === copy.id)).toMatchObject({ in_review: true, same_photos_as: [] });
    expect((await outbox()).find((mail) => mail.to === 'buyer@example.com' && mail.subject.includes('is in review'))?.text).toContain(`Flat ${copy.price}`);

    const waiting = (await queue()).find((listing) => listing.property.id === copy.id);
    expect(waiting?.matches).toHaveLength(1);
    expect(waiting!.matches[0]!.property).toMatchObject({ id: original.id, name: `Flat ${original.price}` });
    const [pair] = waiting!.matches[0]!.photos;
    expect(pair!.distance).toBeLessThanOrEqual(8);
    expect(pair!.photo).not.toBe(pair!.matched_photo);
    // Both photos open for staff to compare.
    for (const link of [pair!.photo, pair!.matched_photo]) expect((await provider.request(new URL(link).pathname)).status).toBe(200);
    // The original is not held: it was there first.
    expect(await inSearch(original.price)).toEqual([original.id]);
  });

  test('staff publish a held listing: it enters search, its owner is told, the audit log keeps the reason', async () => {
    const photo = await patternPhoto(201);
    await list(owner, photo);
    const copy = await list(buyer, await resavedCopy(photo));
    const published = await call('POST', 'staff/publishListing', staff, { property_id: copy.id, reason: 'The agent holds the letting mandate' });
    expect(published.status).toBe(200);
    expect(await inSearch(copy.price)).toEqual([copy.id]);
    expect(await detailStatus(copy.id)).toBe(200);
    expect((await queue()).map((listing) => listing.property.id)).not.toContain(copy.id);
    expect((await outbox()).some((mail) => mail.to === 'buyer@example.com' && mail.subject === `Your listing Flat ${copy.price} is published`)).toBe(true);
    const audit = (await call<{ audit: { action: string; property: { id: number } | null; reason: string }[] }>('GET', 'staff/console', staff)).body.audit;
    expect(audit[0]).toMatchObject({ action: 'publish_listing', property: { id: copy.id }, reason: 'The agent holds the letting mandate' });
    // Decided once: a second publish is refused.
    expect((await call('POST', 'staff/publishListing', staff, { property_id: copy.id, reason: 'Again' })).status).toBe(409);
  });

  test('staff hide a held listing with a reason: it leaves the queue and stays out of search', async () => {
    const photo = await patternPhoto(301);
    await list(owner, photo);
    const copy = await list(buyer, await resavedCopy(photo));
    expect((await call('POST', 'staff/hideListing', staff, { property_id: copy.id, reason: 'Photos taken from another listing' })).status).toBe(200);
    expect((await queue()).map((listing) => listing.property.id)).not.toContain(copy.id);
    expect(await inSearch(copy.price)).toEqual([]);
    expect((await call('POST', 'staff/publishListing', staff, { property_id: copy.id, reason: 'Oops' })).status).toBe(409);
  });

  test('an edit that adds a copied photo holds a published listing', async () => {
    const photo = await patternPhoto(401);
    await list(owner, photo);
    const own = await list(buyer, await patternPhoto(402));
    expect(await inSearch(own.price)).toEqual([own.id]);
    const edit = {
      propertyID: String(own.id), for_sale: '0', for_sale_aso: '1', name: `Flat ${own.price}`, price: own.price, payment_plan_option_id: '1',
      property_type_id: String(RESIDENTIAL), property_category_id: String(FLAT), no_bedroom: '3', no_bathroom: '2', no_kitchen: '1', country_id: '161', state_id: '25',
      city_id: '250', description: 'A bright flat.', latitude: '6.6', longitude: '3.35', ...HOME_FACTS,
    };
    const response = await provider.request(
      '/api/vst/profile/modifyProperty',
      multipartRequest(edit, { other_images: [{ bytes: await resavedCopy(photo), name: 'hall.jpg', type: 'image/jpeg' }] }, buyer),
    );
    expect(((await response.json()) as Saved).photo_review.in_review).toBe(true);
    expect(await inSearch(own.price)).toEqual([]);
  });

  test('plain pictures match nothing: two advertisers may both send a one-colour image', async () => {
    const plain = tinyPng(9);
    await list(owner, plain);
    expect((await list(buyer, plain)).photo_review.in_review).toBe(false);
  });

  test('visitors and members get 404 for the queue and the decision', async () => {
    for (const token of [undefined, owner, buyer]) {
      expect((await call('GET', 'staff/photoMatches', token)).status).toBe(404);
      expect((await call('POST', 'staff/publishListing', token, { property_id: 1, reason: 'Mine' })).status).toBe(404);
    }
  });
});

test('the candidate lookup reads the band indexes, not every photo', async () => {
  const photos = [{ imageId: 0, hash: 0x1234_5678_9abc_def0n }];
  // Told to avoid reading the whole table, the planner still does it when no index fits the lookup.
  const plan = await provider.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute(sql`explain ${candidateQuery(tx, 1, photos)}`);
  });
  const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
  for (const band of [0, 1, 2, 3]) expect(lines).toContain(`Bitmap Index Scan on property_images_hash_band_${band}_idx`);
  expect(lines).not.toMatch(/Seq Scan on property_images/);
});

describe('the same advertiser listing one home twice', () => {
  test('is published, and told which of their listings has the same photos', async () => {
    const photo = await patternPhoto(501);
    const first = await list(owner, photo);
    const second = await list(owner, await resavedCopy(photo));
    expect(second.photo_review).toEqual({ in_review: false, same_photos_as: [{ id: first.id, name: `Flat ${first.price}` }] });
    expect(await inSearch(second.price)).toEqual([second.id]);
    const mine = await call<{ myProperties: { data: ({ id: number } & Review)[] } }>('GET', 'profile/myProperties?page_type=uploaded', owner);
    expect(mine.body.myProperties.data.find((card) => card.id === second.id)?.same_photos_as).toEqual([{ id: first.id, name: `Flat ${first.price}` }]);
    expect((await queue()).map((listing) => listing.property.id)).not.toContain(second.id);
  });
});
