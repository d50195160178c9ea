/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { propertyPriceChanges } from '../db/schema';
import { DUPLEX, LAGOS, RESIDENTIAL } from '../testing/fixtureSeedData';
import { signInOwnerAndBuyer } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPdf, tinyPng } from '../testing/uploads';
import { HOME_FACTS } from '../testing/livingFacts';

let provider: TestProvider;
let owner: string;
let buyer: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
}, 30_000);
afterAll(() => provider.close());

type Card = { id: number; price: string; price_reduced_at: string | null };
type Detail = Card & { price_history: { price: number; date: string }[] };

const listing = {
  for_sale: '1', for_sale_aso: '0', title: 'c_of_o', name: 'Duplex in Alausa', price: '45,000,000', payment_plan_option_id: '1',
  property_type_id: String(RESIDENTIAL), property_category_id: String(DUPLEX), no_bedroom: '4', no_bathroom: '4', no_kitchen: '1',
  no_toilet: '5', car_parking: '2', square_feet: '3200', year_built: '2021', features: [], country_id: '161',
  state_id: String(LAGOS), city_id: '250', town_id: '2500', description: 'Detached duplex.', vat: '0',
  financial_advisory_fee: '0', video_link: '', latitude: '6.6018', longitude: '3.3515', ...HOME_FACTS,
};

const listingFiles = {
  primary_image: [{ bytes: tinyPng(1), name: 'front.png', type: 'image/png' }],
  floor_plan: [{ bytes: tinyPng(2), name: 'plan.png', type: 'image/png' }],
  property_documents: [{ bytes: tinyPdf(), name: 'c-of-o.pdf', type: 'application/pdf' }],
};

async function send(path: string, fields: Record<string, string | string[]>, token: string) {
  const files = path === 'submitListing' ? listingFiles : {};
  const response = await provider.request(`/api/vst/profile/${path}`, multipartRequest(fields, files, token));
  return { status: response.status, body: (await response.json()) as { property: Detail } };
}
async function detail(id: number): Promise<Detail> {
  const response = await provider.request(`/api/vst/params/getPropertyDetail?propertyId=${id}`, apiRequest('GET'));
  return ((await response.json()) as { property: Detail }).property;
}
const at = (date: string) => Date.parse(date);

describe('price history', () => {
  test('a new listing starts its history; an edit that changes the price adds to it, one that keeps it does not', async () => {
    const created = (await send('submitListing', listing, owner)).body.property;
    expect(created.price_reduced_at).toBeNull();
    expect((await detail(created.id)).price_history).toEqual([{ price: 45_000_000, date: expect.any(String) }]);

    const edit = { ...listing, propertyID: String(created.id) };
    expect((await send('modifyProperty', { ...edit, name: 'Same price' }, owner)).status).toBe(200);
    expect((await detail(created.id)).price_history).toHaveLength(1);

    const cut = await send('modifyProperty', { ...edit, price: '41500000' }, owner);
    expect(cut.status).toBe(200);
    const history = (await detail(created.id)).price_history;
    expect(history.map((change) => change.price)).toEqual([45_000_000, 41_500_000]);
    expect(at(history[1]!.date)).toBeGreaterThanOrEqual(at(history[0]!.date));
    // The latest change was a cut, today: the card says "Reduced".
    expect(cut.body.property.price_reduced_at).toBe(history[1]!.date);
  });

  test('someone else editing the price changes nothing', async () => {
    const created = (await send('submitListing', listing, owner)).body.property;
    const refused = await send('modifyProperty', { ...listing, propertyID: String(created.id), price: '1000000' }, buyer);
    expect(refused.status).toBe(403);
    expect((await detail(created.id)).price_history.map((change) => change.price)).toEqual([45_000_000]);
  });

  test('"Reduced" only for a cut, and only for 30 days', async () => {
    const created = (await send('submitListing', listing, owner)).body.property;
    const edit = { ...listing, propertyID: String(created.id) };
    // A rise is not a reduction.
    expect((await send('modifyProperty', { ...edit, price: '50000000' }, owner)).body.property.price_reduced_at).toBeNull();
    const cut = (await send('modifyProperty', { ...edit, price: '40000000' }, owner)).body.property;
    expect(cut.price_reduced_at).not.toBeNull();
    // The same cut 31 days ago is too old for the badge.
    const rows = await provider.db.select().from(propertyPriceChanges).where(eq(propertyPriceChanges.propertyId, created.id));
    const latest = rows.sort((a, b) => b.id - a.id)[0]!;
    await provider.db.update(propertyPriceChanges).set({ changedAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(propertyPriceChanges.id, latest.id));
    expect((await detail(created.id)).price_reduced_at).toBeNull();
  });
});
