/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { properties } from '../db/schema';
import type { LivingFacts } from '../db/schema-facts';
import { FLAT, LAGOS, LAND, PLOT, RESIDENTIAL } from '../testing/fixtureSeedData';
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

type Facts = Record<string, string | null>;
type Detail = { id: number; living_facts: Facts | null };
type Saved = { property: Detail };

const home = {
  for_sale: '0', for_sale_aso: '0', name: 'Flat in Alausa', price: '2,000,000', payment_plan_option_id: '1',
  property_type_id: String(RESIDENTIAL), property_category_id: String(FLAT), no_bedroom: '2', no_bathroom: '2', no_kitchen: '1',
  country_id: '161', state_id: String(LAGOS), city_id: '250', description: 'Flat by the road.', latitude: '6.6', longitude: '3.35',
};
const land = { ...home, for_sale: '1', title: 'survey_plan', name: 'Plot in Alausa', property_type_id: String(LAND), property_category_id: String(PLOT) };
const image = (name: string): UploadFile => ({ bytes: tinyPng(), name, type: 'image/png' });
const files = {
  primary_image: [image('front.png')],
  property_documents: [{ bytes: tinyPdf(), name: 'lease.pdf', type: 'application/pdf' }],
  floor_plan: [image('plan.png')],
};

async function send<Body>(path: string, ...request: Parameters<typeof multipartRequest>) {
  const response = await provider.request(`/api/vst/profile/${path}`, multipartRequest(...request));
  return { status: response.status, body: (await response.json()) as Body };
}
async function detail(id: number): Promise<Detail> {
  return ((await (await provider.request(`/api/vst/params/getPropertyDetail?propertyId=${id}`)).json()) as Saved).property;
}
async function card(id: number, deal: 'RENT' | 'BUY'): Promise<Detail | undefined> {
  const response = await provider.request(`/api/vst/params/filterProperties?transaction_type=${deal}&per_page=48`);
  return ((await response.json()) as { properties: { data: Detail[] } }).properties.data.find((listed) => listed.id === id);
}

describe('living facts (extension)', () => {
  test('a new home must state each fact, from its list; each refusal is under its field', async () => {
    const { status, body } = await send<Refusal>('submitListing', { ...home, electricity_band: 'F', flooding: 'sometimes', meter: 'prepaid' }, files, owner);
    expect(status).toBe(422);
    expect(body.ResponseMessage).toEqual({
      electricity_band: ['Must be one of A, B, C, D, E, off_grid'],
      flooding: ['Must be one of none, street, compound, inside'],
      power_backup: ['A home must say this: one of generator, inverter_solar, none'],
      water_source: ['A home must say this: one of borehole, public_supply, well, tanker, none'],
      road: ['A home must say this: one of tarred, untarred'],
      security: ['A home must say this: one of gated_estate, guards, none'],
    });
  });

  test('a home keeps its facts: all on its page, the band and flooding on its card', async () => {
    const { status, body } = await send<Saved>('submitListing', { ...home, ...HOME_FACTS, electricity_band: 'A', flooding: 'street' }, files, owner);
    expect(status).toBe(201);
    const expected = { ...HOME_FACTS, electricity_band: 'A', flooding: 'street' };
    expect(body.property.living_facts).toEqual(expected);
    expect((await detail(body.property.id)).living_facts).toEqual(expected);
    expect((await card(body.property.id, 'RENT'))?.living_facts).toEqual({ electricity_band: 'A', flooding: 'street' });
  });

  test('land is asked none, and keeps none it is sent', async () => {
    const { status, body } = await send<Saved>('submitListing', { ...land, electricity_band: 'A' }, files, owner);
    expect(status).toBe(201);
    expect(body.property.living_facts).toBeNull();
    expect((await card(body.property.id, 'BUY'))?.living_facts).toBeNull();
  });

  test('a home listed before the facts were asked says none until an edit states them, which it must', async () => {
    const { body } = await send<Saved>('submitListing', { ...home, ...HOME_FACTS }, files, owner);
    const id = body.property.id;
    const unstated = { electricityBand: null, meter: null, powerBackup: null, waterSource: null, flooding: null, road: null, security: null };
    await provider.db.update(properties).set(unstated).where(eq(properties.id, id));
    expect((await detail(id)).living_facts).toEqual(Object.fromEntries(Object.keys(HOME_FACTS).map((fact) => [fact, null])));

    const edit = { ...home, propertyID: String(id) };
    const refused = await send<Refusal>('modifyProperty', edit, {}, owner);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.ResponseMessage as object)).toEqual(Object.keys(HOME_FACTS));
    const saved = await send<Saved>('modifyProperty', { ...edit, ...HOME_FACTS, flooding: 'inside' }, {}, owner);
    expect(saved.body.property.living_facts).toEqual({ ...HOME_FACTS, flooding: 'inside' });
  });
});

describe('living-fact filters (extension)', () => {
  const stated = (
    electricityBand: LivingFacts['electricity_band'],
    meter: LivingFacts['meter'],
    waterSource: LivingFacts['water_source'],
    flooding: LivingFacts['flooding'],
  ) => ({ electricityBand, meter, waterSource, flooding });
  async function rentIds(filters = ''): Promise<number[]> {
    const response = await provider.request(`/api/vst/params/filterProperties?transaction_type=RENT&per_page=48${filters}`);
    return ((await response.json()) as { properties: { data: Detail[] } }).properties.data.map((listed) => listed.id).sort((a, b) => a - b);
  }

  test('each keeps only the homes whose owner stated that fact so, never one not stated', async () => {
    const unstated = { electricityBand: null, meter: null, powerBackup: null, waterSource: null, flooding: null, road: null, security: null };
    await provider.db.update(properties).set(unstated).where(eq(properties.transactionType, 'RENT'));
    const [everything, bandB, wellAndDry, dryOnly] = await rentIds();
    if (dryOnly === undefined) throw new Error('the fixture lists fewer than four rentals');
    const facts = {
      [everything]: stated('A', 'prepaid', 'borehole', 'none'),
      [bandB]: stated('B', 'postpaid', 'public_supply', 'street'),
      [wellAndDry]: stated('C', 'prepaid', 'well', 'none'),
      [dryOnly]: stated('D', 'shared', 'tanker', 'none'),
    };
    for (const [id, set] of Object.entries(facts)) await provider.db.update(properties).set(set).where(eq(properties.id, Number(id)));

    expect(await rentIds('&band_a_or_b=1')).toEqual([everything, bandB]);
    expect(await rentIds('&prepaid_meter=1')).toEqual([everything, wellAndDry]);
    expect(await rentIds('&no_flooding=1')).toEqual([everything, wellAndDry, dryOnly]);
    expect(await rentIds('&water_on_site=true')).toEqual([everything, wellAndDry]);
    expect(await rentIds('&band_a_or_b=1&no_flooding=1')).toEqual([everything]);
    expect(await rentIds('&band_a_or_b=0&prepaid_meter=false')).toEqual(await rentIds());
  });

  test('each is 1 or 0, or a clear refusal naming it', async () => {
    const response = await provider.request('/api/vst/params/filterProperties?water_on_site=yes&no_flooding=2');
    expect(response.status).toBe(422);
    expect(((await response.json()) as Refusal).ResponseMessage).toEqual({ water_on_site: ['Must be 1 or 0'], no_flooding: ['Must be 1 or 0'] });
  });
});
