/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { properties } from '../db/schema';
import { LAND, PLOT } from '../testing/fixtureSeedData';
import { signIn, signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPdf, tinyPng } from '../testing/uploads';

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

type Queue = { listings: { property: { id: number; name: string }; title: string; documents: { name: string; link: string }[] }[] };
type Detail = { title: { type: string; documents_seen: boolean } | null };

const land = {
  for_sale: '1', for_sale_aso: '1', name: 'Plot with a survey', price: '30000000', payment_plan_option_id: '1', property_type_id: String(LAND),
  property_category_id: String(PLOT), no_bedroom: '0', no_bathroom: '1', no_kitchen: '1', country_id: '161', state_id: '25', city_id: '250',
  description: 'A dry plot.', latitude: '6.6', longitude: '3.35', title: 'survey_plan',
};
const files = {
  primary_image: [{ bytes: tinyPng(1), name: 'front.png', type: 'image/png' }],
  property_documents: [{ bytes: tinyPdf(), name: 'survey-plan.pdf', type: 'application/pdf' }],
  floor_plan: [{ bytes: tinyPng(2), name: 'plan.png', type: 'image/png' }],
};

async function call<Body>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest(method, body, token));
  return { status: response.status, body: (await response.json()) as Body };
}
async function listLand(): Promise<number> {
  const response = await provider.request('/api/vst/profile/submitListing', multipartRequest(land, files, owner));
  return ((await response.json()) as { property: { id: number } }).property.id;
}
const titleOf = async (id: number) => (await call<{ property: Detail }>('GET', `params/getPropertyDetail?propertyId=${id}`)).body.property.title;

describe('staff and title documents', () => {
  test('visitors and members get 404 for the queue and the action, the owner included', async () => {
    const id = await listLand();
    for (const token of [undefined, owner, buyer]) {
      expect((await call('GET', 'staff/titleDocuments', token)).status).toBe(404);
      expect((await call('POST', 'staff/titleDocumentsSeen', token, { property_id: id, reason: 'Looks fine' })).status).toBe(404);
    }
    expect(await titleOf(id)).toEqual({ type: 'survey_plan', documents_seen: false });
  });

  test('staff see the waiting listing with links to its private documents, which they alone besides the owner may open', async () => {
    const id = await listLand();
    const { status, body } = await call<Queue>('GET', 'staff/titleDocuments', staff);
    expect(status).toBe(200);
    const waiting = body.listings.find((listing) => listing.property.id === id);
    expect(waiting).toMatchObject({ title: 'survey_plan', documents: [{ name: 'survey-plan.pdf' }] });
    const path = new URL(waiting!.documents[0]!.link).pathname;
    expect(path).toMatch(/^\/private-files\//);
    const open = (token: string) => provider.request(path, { headers: { Authorization: `Bearer ${token}` } });
    expect((await open(staff)).status).toBe(200);
    expect((await open(owner)).status).toBe(200);
    expect((await open(buyer)).status).toBe(404);
  });

  test('marking them seen shows on the listing, leaves the queue, is audit-logged, and happens once', async () => {
    const id = await listLand();
    const missing = await call<Refusal>('POST', 'staff/titleDocumentsSeen', staff, { property_id: id });
    expect(missing.status).toBe(422);
    const seen = await call<{ Detail: string }>('POST', 'staff/titleDocumentsSeen', staff, { property_id: id, reason: 'C of O number matches the survey' });
    expect(seen).toEqual({ status: 200, body: { Detail: 'The title documents are marked as seen' } });
    expect(await titleOf(id)).toEqual({ type: 'survey_plan', documents_seen: true });
    expect((await call<Queue>('GET', 'staff/titleDocuments', staff)).body.listings.some((listing) => listing.property.id === id)).toBe(false);
    expect((await call('POST', 'staff/titleDocumentsSeen', staff, { property_id: id, reason: 'Again' })).status).toBe(409);
    expect((await call('POST', 'staff/titleDocumentsSeen', staff, { property_id: 999_999, reason: 'Nothing' })).status).toBe(404);

    type Console = { audit: { staff_name: string; action: string; property: { id: number } | null; reason: string }[] };
    const { body } = await call<Console>('GET', 'staff/console', staff);
    expect(body.audit[0]).toMatchObject({ action: 'title_documents_seen', property: { id }, reason: 'C of O number matches the survey' });
  });

  test('a listing with no title to look at is not in the queue and cannot be marked', async () => {
    const id = await listLand();
    await provider.db.update(properties).set({ titleType: 'none' }).where(eq(properties.id, id));
    expect((await call<Queue>('GET', 'staff/titleDocuments', staff)).body.listings.some((listing) => listing.property.id === id)).toBe(false);
    expect((await call('POST', 'staff/titleDocumentsSeen', staff, { property_id: id, reason: 'None' })).status).toBe(409);
  });
});
