/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { properties } from '../db/schema';
import { DUPLEX, FLAT, LAGOS, LAND, PLOT, RESIDENTIAL } from '../testing/fixtureSeedData';
import { HOME_FACTS } from '../testing/livingFacts';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { startTestProvider, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPdf, tinyPng, type UploadFile } from '../testing/uploads';

let provider: TestProvider;
let owner: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner } = await signInOwnerAndBuyer(provider));
}, 120_000);
afterAll(() => provider.close());

type Fee = { unit: 'naira' | 'percent'; value: number };
type Detail = { id: number; move_in_fees: Record<string, Fee> | null; title: { type: string; documents_seen: boolean } | null };
type Saved = { property: Detail };

const rent = {
  for_sale: '0', for_sale_aso: '0', name: 'Two bedroom flat in Alausa', price: '2,000,000', payment_plan_option_id: '1',
  property_type_id: String(RESIDENTIAL), property_category_id: String(FLAT), no_bedroom: '2', no_bathroom: '2', no_kitchen: '1',
  country_id: '161', state_id: String(LAGOS), city_id: '250', description: 'Flat with a view.', latitude: '6.6', longitude: '3.35',
  ...HOME_FACTS,
};
const land = { ...rent, for_sale: '1', name: 'Half plot in Alausa', price: '30000000', property_type_id: String(LAND), property_category_id: String(PLOT) };
const image = (name: string, shade = 1): UploadFile => ({ bytes: tinyPng(shade), name, type: 'image/png' });
const files = {
  primary_image: [image('front.png')],
  property_documents: [{ bytes: tinyPdf(), name: 'survey.pdf', type: 'application/pdf' }],
  floor_plan: [image('plan.png', 3)],
};

async function send<Body>(path: string, ...request: Parameters<typeof multipartRequest>) {
  const response = await provider.request(`/api/vst/profile/${path}`, multipartRequest(...request));
  return { status: response.status, body: (await response.json()) as Body };
}
async function detail(id: number): Promise<Detail> {
  const response = await provider.request(`/api/vst/params/getPropertyDetail?propertyId=${id}`);
  return ((await response.json()) as Saved).property;
}

describe('listing terms (extension)', () => {
  test('a rent keeps its fees, in naira or as a percentage, on its page and its card', async () => {
    const fees = { agency_fee: '15', agency_fee_unit: 'percent', legal_fee: '₦200,000', caution_deposit: '250000', caution_deposit_unit: 'naira' };
    const { status, body } = await send<Saved>('submitListing', { ...rent, ...fees }, files, owner);
    expect(status).toBe(201);
    const expected = { agency_fee: { unit: 'percent', value: 15 }, legal_fee: { unit: 'naira', value: 200_000 }, caution_deposit: { unit: 'naira', value: 250_000 } };
    expect(body.property.move_in_fees).toEqual(expected);
    expect((await detail(body.property.id)).move_in_fees).toEqual(expected);
    const cards = await provider.request('/api/vst/params/filterProperties?transaction_type=RENT&per_page=48');
    const page = (await cards.json()) as { properties: { data: Detail[] } };
    expect(page.properties.data.find((card) => card.id === body.property.id)?.move_in_fees).toEqual(expected);
  });

  test('a rent without fees, and a sale sent fees, carry none', async () => {
    expect((await send<Saved>('submitListing', rent, files, owner)).body.property.move_in_fees).toBeNull();
    const sale = await send<Saved>('submitListing', { ...land, title: 'survey_plan', agency_fee: '10', agency_fee_unit: 'percent' }, files, owner);
    expect(sale.body.property.move_in_fees).toBeNull();
  });

  test('fees that do not fit their unit, an unknown unit and an unknown title are 422 by field', async () => {
    const bad = { ...rent, agency_fee: '10.5', legal_fee: '120', legal_fee_unit: 'percent', service_charge: '5', service_charge_unit: 'dollars', title: 'freehold' };
    const { status, body } = await send<Refusal>('submitListing', bad, files, owner);
    expect(status).toBe(422);
    expect(body.ResponseMessage).toEqual({
      agency_fee: ['Must be a whole number of naira (digits only)'],
      legal_fee: ['Must be a percentage from 0 to 100, with at most two decimals'],
      service_charge_unit: ['Choose naira or percent'],
      title: ['Must be one of c_of_o, governors_consent, deed_of_assignment, survey_plan, excision_gazette, customary, none'],
    });
  });

  test('land keeps its title; staff having seen its documents stands until the title or its documents change', async () => {
    const { body } = await send<Saved>('submitListing', { ...land, title: 'survey_plan' }, files, owner);
    const id = body.property.id;
    expect(body.property.title).toEqual({ type: 'survey_plan', documents_seen: false });
    await provider.db.update(properties).set({ titleDocumentsSeenAt: new Date() }).where(eq(properties.id, id));
    expect((await detail(id)).title).toEqual({ type: 'survey_plan', documents_seen: true });

    const edit = { ...land, title: 'survey_plan', propertyID: String(id) };
    expect((await send<Saved>('modifyProperty', edit, {}, owner)).body.property.title).toEqual({ type: 'survey_plan', documents_seen: true });
    const changed = await send<Saved>('modifyProperty', { ...edit, title: 'c_of_o' }, {}, owner);
    expect(changed.body.property.title).toEqual({ type: 'c_of_o', documents_seen: false });

    await provider.db.update(properties).set({ titleDocumentsSeenAt: new Date() }).where(eq(properties.id, id));
    const added = await send<Saved>('modifyProperty', { ...edit, title: 'c_of_o' }, { property_documents: files.property_documents }, owner);
    expect(added.body.property.title).toEqual({ type: 'c_of_o', documents_seen: false });
  });

  test('a sale and land must name their title, "none" being an answer; a home to let need not', async () => {
    const titleRequired = { title: ['A sale or land needs its title: one of c_of_o, governors_consent, deed_of_assignment, survey_plan, excision_gazette, customary, none (none: no title document)'] };
    const homeForSale = { ...land, property_type_id: String(RESIDENTIAL), property_category_id: String(DUPLEX) };
    for (const untitled of [homeForSale, land, { ...land, for_sale: '0' }]) {
      const { status, body } = await send<Refusal>('submitListing', untitled, files, owner);
      expect(status).toBe(422);
      expect(body.ResponseMessage).toEqual(titleRequired);
    }
    expect((await send<Saved>('submitListing', { ...homeForSale, title: 'none' }, files, owner)).body.property.title).toEqual({ type: 'none', documents_seen: false });
    expect((await send<Saved>('submitListing', rent, files, owner)).body.property.title).toBeNull();

    const { body } = await send<Saved>('submitListing', { ...land, title: 'survey_plan' }, files, owner);
    const cleared = await send<Refusal>('modifyProperty', { ...land, title: '', propertyID: String(body.property.id) }, {}, owner);
    expect(cleared.status).toBe(422);
    expect(cleared.body.ResponseMessage).toEqual(titleRequired);
  });
});
