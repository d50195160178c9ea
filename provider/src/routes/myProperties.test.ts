/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { paymentEvidence } from '../db/schema';
import { LAGOS } from '../testing/fixtureSeedData';
import { signInOwnerAndBuyer } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPng } from '../testing/uploads';

let provider: TestProvider;
let owner: string;
let buyer: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
  // A lead sent while signed in makes property 9 one the buyer is interested in, as of now.
  const lead = { title: 'Mrs.', name: 'Bola Buyer', email: 'buyer@example.com', phone: '0802', state_id: LAGOS, platform: 'search', country_id: 161, property_id: 9 };
  await provider.request('/api/vst/params/createLead', apiRequest('POST', lead, buyer));
}, 30_000);
afterAll(() => provider.close());

type Page = { myProperties: { data: { id: number; relation: string }[]; meta: { total: number; last_page: number; per_page: number } } };

async function myProperties(token: string, query = '') {
  const response = await provider.request(`/api/vst/profile/myProperties${query}`, apiRequest('GET', undefined, token));
  return { status: response.status, body: (await response.json()) as Page };
}
const idsAndRelations = (page: Page) => page.myProperties.data.map((card) => [card.id, card.relation]);

describe('profile/myProperties', () => {
  test("the buyer's tabs, newest relation first: uploaded, purchased, and interested by offer or lead", async () => {
    expect(idsAndRelations((await myProperties(buyer, '?page_type=uploaded')).body)).toEqual([[24, 'uploaded'], [18, 'uploaded'], [12, 'uploaded'], [6, 'uploaded']]);
    expect(idsAndRelations((await myProperties(buyer, '?page_type=purchased')).body)).toEqual([[5, 'purchased'], [7, 'purchased']]);
    expect(idsAndRelations((await myProperties(buyer, '?page_type=interested')).body)).toEqual([[9, 'interested'], [8, 'interested']]);
    const all = (await myProperties(buyer)).body;
    expect(idsAndRelations(all)).toEqual([
      [9, 'interested'], [8, 'interested'], [5, 'purchased'], [7, 'purchased'],
      [24, 'uploaded'], [18, 'uploaded'], [12, 'uploaded'], [6, 'uploaded'],
    ]);
    expect(all.myProperties.meta).toMatchObject({ total: 8, per_page: 12, last_page: 1 });
  });

  test("the owner's uploads, 12 a page; nothing purchased or interested", async () => {
    const first = (await myProperties(owner)).body;
    expect(first.myProperties.meta).toMatchObject({ total: 20, per_page: 12, last_page: 2 });
    expect(first.myProperties.data[0]).toMatchObject({ id: 23, relation: 'uploaded' });
    const second = (await myProperties(owner, '?page=2&page_type=uploaded')).body;
    expect(second.myProperties.data.at(-1)).toMatchObject({ id: 1, relation: 'uploaded' });
    expect((await myProperties(owner, '?page_type=purchased')).body.myProperties.meta.total).toBe(0);
    expect((await myProperties(owner, '?page_type=interested')).body.myProperties.data).toEqual([]);
  });

  test("the owner's listings count their offers and comments; others' listings say nothing of them", async () => {
    type Counted = { id: number; offer_count?: number; comment_count?: number };
    const cards = async (token: string, query: string) => (await myProperties(token, query)).body.myProperties.data as Counted[];
    const uploaded = [...(await cards(owner, '?page_type=uploaded&per_page=48')), ...(await cards(owner, '?per_page=48'))];
    // The fixture's one offer and one comment are on property 8.
    for (const card of uploaded) {
      expect(card).toMatchObject(card.id === 8 ? { offer_count: 1, comment_count: 1 } : { offer_count: 0, comment_count: 0 });
    }
    expect(uploaded.filter((card) => card.id === 8)).toHaveLength(2);
    const comment = await provider.request('/api/vst/comment/saveComment', apiRequest('POST', { comment: 'Still available?', property_id: 8 }, buyer));
    expect(comment.status).toBe(201);
    expect((await cards(owner, '?page_type=uploaded&per_page=48')).find((card) => card.id === 8)).toMatchObject({ offer_count: 1, comment_count: 2 });
    // The buyer made that offer on the owner's listing: their own card of it carries no counts.
    const interested = (await cards(buyer, '?page_type=interested')).find((card) => card.id === 8)!;
    expect(interested).not.toHaveProperty('offer_count');
    expect(interested).not.toHaveProperty('comment_count');
  });

  test('401 without a token; 422 for an unknown tab', async () => {
    expect((await provider.request('/api/vst/profile/myProperties')).status).toBe(401);
    const unknown = await provider.request('/api/vst/profile/myProperties?page_type=sold', apiRequest('GET', undefined, buyer));
    expect(await unknown.json()).toMatchObject({ ResponseMessage: { page_type: ['Must be all, interested, purchased or uploaded'] } });
  });
});

describe('payments/savePropertyPaymentEvidence', () => {
  const evidence = { amount: '2500000', description: 'First instalment, bank transfer', property_id: '5' };
  const receipt = { payment_evidence: [{ bytes: tinyPng(), name: 'receipt.png', type: 'image/png' }] };
  const send = async (text: Record<string, string>, files: typeof receipt | Record<string, never>, token?: string) => {
    const response = await provider.request('/api/vst/payments/savePropertyPaymentEvidence', multipartRequest(text, files, token));
    return { status: response.status, body: (await response.json()) as { Detail: string; ResponseMessage?: Record<string, string[]> } };
  };

  test('the purchaser uploads evidence for their property', async () => {
    expect(await send(evidence, receipt, buyer)).toEqual({ status: 201, body: { Detail: 'Purchase evidence uploaded successfully' } });
    const [stored] = await provider.db.select().from(paymentEvidence);
    expect(stored).toMatchObject({ propertyId: 5, amount: 2_500_000, description: 'First instalment, bank transfer' });
  });

  test('refused: 401 without a token, 403 for a property not purchased, 404 unknown, 422 by field', async () => {
    expect((await send(evidence, receipt)).status).toBe(401);
    expect(await send({ ...evidence, property_id: '8' }, receipt, buyer)).toEqual({
      status: 403,
      body: { Detail: 'You can only upload payment evidence for a property you purchased' },
    });
    expect((await send(evidence, receipt, owner)).status).toBe(403);
    expect((await send({ ...evidence, property_id: '999' }, receipt, buyer)).status).toBe(404);
    const bad = await send({ amount: 'two million', property_id: '5' }, {}, buyer);
    expect(bad).toMatchObject({
      status: 422,
      body: {
        ResponseMessage: {
          amount: ['Must be a whole number of naira (digits only)'],
          description: ['This is required.'],
          payment_evidence: ['This is required.'],
        },
      },
    });
  });
});
