/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { issueToken } from '../auth/tokens';
import { livingFactAnswers, properties } from '../db/schema';
import { newAdvertiser } from '../testing/advertisers';
import { FLAT, LAGOS, RESIDENTIAL } from '../testing/fixtureSeedData';
import { HOME_FACTS } from '../testing/livingFacts';
import { signIn, signInOwnerAndBuyer } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPdf, tinyPng } from '../testing/uploads';
import { FACT_ANSWERS_PER_HOUR, NOT_STATED, OWN_LISTING } from './factAnswers';

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

const home = {
  for_sale: '0', for_sale_aso: '0', name: 'Flat in Alausa', price: '2,000,000', payment_plan_option_id: '1',
  property_type_id: String(RESIDENTIAL), property_category_id: String(FLAT), no_bedroom: '2', no_bathroom: '2', no_kitchen: '1',
  country_id: '161', state_id: String(LAGOS), city_id: '250', description: 'Flat by the road.', latitude: '6.6', longitude: '3.35',
};

/** A home of the owner's, stating HOME_FACTS (Band B, no flooding). */
async function listHome(): Promise<number> {
  const files = {
    primary_image: [{ bytes: tinyPng(), name: 'front.png', type: 'image/png' }],
    property_documents: [{ bytes: tinyPdf(), name: 'lease.pdf', type: 'application/pdf' }],
    floor_plan: [{ bytes: tinyPng(), name: 'plan.png', type: 'image/png' }],
  };
  const request = multipartRequest({ ...home, ...HOME_FACTS }, files, owner);
  const response = await provider.request('/api/vst/profile/submitListing', request);
  expect(response.status).toBe(201);
  return ((await response.json()) as { property: { id: number } }).property.id;
}

type Counts = Record<string, { agree: number; disagree: number }>;
type Answered = { Detail: string; property_id: number; changed: boolean; fact_answers: Counts; mine: Record<string, boolean> };

async function answer(token: string | undefined, propertyId: number, fact: string, agrees: boolean) {
  const response = await provider.request('/api/vst/facts/answer', apiRequest('POST', { property_id: propertyId, fact, agrees }, token));
  return { status: response.status, body: (await response.json()) as Answered & { Detail: string; ResponseMessage?: Record<string, string[]> } };
}
async function pageCounts(propertyId: number): Promise<Counts | null> {
  const response = await provider.request(`/api/vst/params/getPropertyDetail?propertyId=${propertyId}`, apiRequest('GET'));
  return ((await response.json()) as { property: { fact_answers: Counts | null } }).property.fact_answers;
}
async function mine(token: string | undefined, propertyId: number) {
  const response = await provider.request(`/api/vst/facts/mine?property_id=${propertyId}`, apiRequest('GET', undefined, token));
  return { status: response.status, body: (await response.json()) as { mine: Record<string, boolean> } };
}

describe('members confirm or dispute living facts (extension)', () => {
  test('each member answers each fact once, may change it, and the page counts both sides', async () => {
    const id = await listHome();
    expect((await pageCounts(id))?.electricity_band).toEqual({ agree: 0, disagree: 0 });

    const first = await answer(buyer, id, 'electricity_band', true);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ property_id: id, changed: true, mine: { electricity_band: true } });
    expect(first.body.fact_answers.electricity_band).toEqual({ agree: 1, disagree: 0 });

    // Twice the same: one answer still, and nothing changed for the page.
    const again = await answer(buyer, id, 'electricity_band', true);
    expect(again.body).toMatchObject({ changed: false, fact_answers: { electricity_band: { agree: 1, disagree: 0 } } });

    // A change of mind moves the one answer; another member's dispute counts beside it.
    expect((await answer(buyer, id, 'electricity_band', false)).body).toMatchObject({ changed: true, fact_answers: { electricity_band: { agree: 0, disagree: 1 } } });
    await answer(buyer, id, 'electricity_band', true);
    await answer(staff, id, 'electricity_band', false);
    await answer(staff, id, 'flooding', true);
    const counts = await pageCounts(id);
    expect(counts?.electricity_band).toEqual({ agree: 1, disagree: 1 });
    expect(counts?.flooding).toEqual({ agree: 1, disagree: 0 });
    expect(counts?.meter).toEqual({ agree: 0, disagree: 0 });

    expect(await mine(buyer, id)).toEqual({ status: 200, body: { mine: { electricity_band: true } } });
    expect((await mine(staff, id)).body.mine).toEqual({ electricity_band: false, flooding: true });
    expect((await mine(owner, id)).body.mine).toEqual({});
  });

  test('refused: the owner, a visitor signed out, a fact not stated, an unknown fact, a hidden listing', async () => {
    const id = await listHome();
    expect(await answer(owner, id, 'flooding', true)).toMatchObject({ status: 403, body: { Detail: OWN_LISTING } });
    expect((await answer(undefined, id, 'flooding', true)).status).toBe(401);
    expect((await mine(undefined, id)).status).toBe(401);

    const unknown = await answer(buyer, id, 'view', true);
    expect(unknown.status).toBe(422);
    expect(unknown.body.ResponseMessage).toEqual({ fact: [expect.stringMatching(/^Must be one of electricity_band, /)] });

    await provider.db.update(properties).set({ road: null }).where(eq(properties.id, id));
    expect(await answer(buyer, id, 'road', true)).toMatchObject({ status: 409, body: { Detail: NOT_STATED } });

    await provider.db.update(properties).set({ hiddenAt: new Date(), hiddenReason: 'A scam' }).where(eq(properties.id, id));
    expect((await answer(buyer, id, 'flooding', true)).status).toBe(410);
    expect((await mine(buyer, id)).status).toBe(410);
    expect((await answer(buyer, 999_999, 'flooding', true)).status).toBe(404);
    // None of the refusals left an answer.
    expect(await provider.db.select().from(livingFactAnswers).where(eq(livingFactAnswers.propertyId, id))).toEqual([]);
  });

  test("an owner's change of a fact clears that fact's answers; a fact saved unchanged keeps its own", async () => {
    const id = await listHome();
    await answer(buyer, id, 'electricity_band', false);
    await answer(buyer, id, 'flooding', true);
    const edit = multipartRequest({ ...home, ...HOME_FACTS, electricity_band: 'D', propertyID: String(id) }, {}, owner);
    expect((await provider.request('/api/vst/profile/modifyProperty', edit)).status).toBe(200);
    const counts = await pageCounts(id);
    expect(counts?.electricity_band).toEqual({ agree: 0, disagree: 0 });
    expect(counts?.flooding).toEqual({ agree: 1, disagree: 0 });
    expect((await mine(buyer, id)).body.mine).toEqual({ flooding: true });
  });

  test(`a member gives at most ${FACT_ANSWERS_PER_HOUR} answers an hour`, async () => {
    const id = await listHome();
    const member = (await issueToken(provider.db, await newAdvertiser(provider.db), 'access')).access_token;
    for (let given = 0; given < FACT_ANSWERS_PER_HOUR; given += 1) {
      expect((await answer(member, id, 'meter', given % 2 === 0)).status).toBe(200);
    }
    const refused = await answer(member, id, 'meter', true);
    expect(refused.status).toBe(429);
    expect(refused.body.Detail).toBe('You have answered too many facts; please try again later');
  });
});
