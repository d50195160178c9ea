/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { properties, propertyDocuments, propertyImages } from '../db/schema';
import { DUPLEX, FLAT, LAGOS, PLOT, RESIDENTIAL } from '../testing/fixtureSeedData';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPdf, tinyPng, type UploadFile } from '../testing/uploads';
import { HOME_FACTS } from '../testing/livingFacts';

let provider: TestProvider;
let owner: string;
let buyer: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
}, 30_000);
afterAll(() => provider.close());

type Detail = {
  id: number; name: string; address: string; price: string; transaction_type: string; for_sale_aso: number; featured: boolean;
  availability_status: string; view_count: number; like_count: number; date_created: string; owner: { id: number };
  other_image_links: { link: string }[]; floor_plan: { link: string }[]; property_features: { id: number }[];
  primary_image_link: string; latitude: number; longitude: number; town: { id: number } | null;
};
type Saved = { Detail: string; property: Detail };

const listing = {
  for_sale: '1', for_sale_aso: '0', title: 'c_of_o', name: 'Four bedroom duplex in Alausa', price: '85,000,000', payment_plan_option_id: '1',
  property_type_id: String(RESIDENTIAL), property_category_id: String(DUPLEX), no_bedroom: '4', no_bathroom: '4', no_kitchen: '1',
  no_toilet: '5', car_parking: '2', square_feet: '3200', year_built: '2021', features: ['1', '2'], country_id: '161',
  state_id: String(LAGOS), city_id: '250', town_id: '2500', description: 'Detached duplex with BQ.', vat: '0',
  financial_advisory_fee: '0', video_link: '', latitude: '6.6018', longitude: '3.3515', ...HOME_FACTS,
};
const image = (name: string, shade = 1): UploadFile => ({ bytes: tinyPng(shade), name, type: 'image/png' });
const listingFiles = {
  primary_image: [image('front.png')],
  other_images: [image('kitchen.png', 2)],
  property_documents: [{ bytes: tinyPdf(), name: 'c-of-o.pdf', type: 'application/pdf' }],
  floor_plan: [image('plan.png', 3)],
};

async function send<Body>(path: string, ...request: Parameters<typeof multipartRequest>) {
  const response = await provider.request(`/api/vst/profile/${path}`, multipartRequest(...request));
  return { status: response.status, body: (await response.json()) as Body };
}

describe('profile/submitListing', () => {
  test('401 without a token', async () => {
    expect((await send('submitListing', listing, listingFiles)).status).toBe(401);
  });

  test('creates an available, unfeatured listing of the user, with its files; documents stay private', async () => {
    const { status, body } = await send<Saved>('submitListing', listing, listingFiles, owner);
    expect(status).toBe(201);
    expect(body.Detail).toBe('Property listed successfully');
    expect(body.property).toMatchObject({
      name: 'Four bedroom duplex in Alausa', price: '85000000', transaction_type: 'BUY', for_sale_aso: 0, featured: false,
      availability_status: 'Available', view_count: 0, like_count: 0, address: 'Alausa, Ikeja, Lagos', latitude: 6.6018, longitude: 3.3515,
      town: { id: 2500, name: 'Alausa' }, property_features: [{ id: 2, name: 'Borehole' }, { id: 1, name: 'Swimming pool' }],
    });
    expect(Date.now() - Date.parse(body.property.date_created)).toBeLessThan(60_000);
    expect(body.property.other_image_links).toHaveLength(1);
    expect(body.property.floor_plan).toHaveLength(1);
    const documents = await provider.db.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, body.property.id));
    expect(documents).toMatchObject([{ kind: 'owner_upload', originalName: 'c-of-o.pdf' }]);
    const publicDetail = await provider.request(`/api/vst/params/getPropertyDetail?propertyId=${body.property.id}`);
    expect(JSON.stringify(await publicDetail.json())).not.toContain(documents[0]!.fileKey);
  });

  test('a new listing without its files is 422 by field', async () => {
    const { status, body } = await send<Refusal>('submitListing', listing, {}, owner);
    expect(status).toBe(422);
    expect(body.ResponseMessage).toEqual({
      primary_image: ['This is required.'],
      property_documents: ['This is required.'],
      floor_plan: ['This is required.'],
    });
  });

  test('a category of another type, places that do not nest, and a missing location are refused clearly', async () => {
    const bad = { ...listing, latitude: '', property_category_id: String(PLOT), town_id: '9999', longitude: '181', no_bathroom: '0', price: 'ask' };
    const { body } = await send<Refusal>('submitListing', bad, listingFiles, owner);
    expect(body.ResponseMessage).toEqual({
      price: ['Must be a whole number of naira (digits only)'],
      no_bathroom: ['Must be a whole number of at least 1'],
      latitude: ['Property location was not provided'],
      longitude: ['Property location was not provided'],
    });
    const mismatched = await send<Refusal>('submitListing', { ...listing, property_category_id: String(PLOT), town_id: '9999' }, listingFiles, owner);
    expect(mismatched.body.ResponseMessage).toEqual({
      property_category_id: ['This category does not belong to the chosen property type'],
      town_id: ['Unknown town'],
    });
  });

  test('a pin outside the chosen state is refused, naming the state it is in; nothing is saved', async () => {
    const named = { ...listing, name: 'Duplex pinned in Ifo' };
    const inOgun = await send<Refusal>('submitListing', { ...named, latitude: '6.82', longitude: '3.2' }, listingFiles, owner);
    expect(inOgun).toEqual({ status: 422, body: expect.objectContaining({ ResponseMessage: { latitude: ['This pin is in Ogun State; the listing says Lagos'] } }) });
    const atSea = await send<Refusal>('submitListing', { ...named, latitude: '3.5', longitude: '5' }, listingFiles, owner);
    expect(atSea.body.ResponseMessage).toEqual({ latitude: ['This pin is outside Lagos State; move it to where the home is'] });
    expect(await provider.db.select().from(properties).where(eq(properties.name, 'Duplex pinned in Ifo'))).toEqual([]);
  });
});

describe('profile/modifyProperty', () => {
  test('the owner edits without files when the listing has them; files sent are added, a primary image replaces the old', async () => {
    const created = (await send<Saved>('submitListing', listing, listingFiles, owner)).body.property;
    const edit = { ...listing, propertyID: String(created.id), for_sale: '0', property_category_id: String(FLAT), features: [], name: 'Duplex to let' };
    const edited = await send<Saved>('modifyProperty', edit, {}, owner);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      Detail: 'Property updated successfully',
      property: { id: created.id, name: 'Duplex to let', transaction_type: 'RENT', property_features: [], primary_image_link: created.primary_image_link },
    });

    const withFiles = await send<Saved>('modifyProperty', edit, { primary_image: [image('new-front.png', 9)], floor_plan: [image('plan-2.png', 8)] }, owner);
    expect(withFiles.body.property.primary_image_link).not.toBe(created.primary_image_link);
    expect(withFiles.body.property.floor_plan).toHaveLength(2);
    const primaries = await provider.db.select().from(propertyImages).where(eq(propertyImages.propertyId, created.id));
    expect(primaries.filter((row) => row.kind === 'primary')).toHaveLength(1);
  });

  test('the owner declares "no inspection fee" and takes it back; a form without the field declares nothing', async () => {
    const created = (await send<Saved>('submitListing', { ...listing, no_inspection_fee: '1' }, listingFiles, owner)).body.property;
    expect(created).toMatchObject({ no_inspection_fee: true });
    const edit = { ...listing, propertyID: String(created.id), no_inspection_fee: '0' };
    expect((await send<Saved>('modifyProperty', edit, {}, owner)).body.property).toMatchObject({ no_inspection_fee: false });
    expect((await send<Saved>('submitListing', listing, listingFiles, owner)).body.property).toMatchObject({ no_inspection_fee: false });
    const bad = await send<Refusal>('modifyProperty', { ...edit, no_inspection_fee: 'maybe' }, {}, owner);
    expect(bad.body.ResponseMessage).toEqual({ no_inspection_fee: ['Choose 1 for no inspection fee or 0'] });
  });

  test('a seeded listing without a floor plan needs one on edit', async () => {
    const { body } = await send<Refusal>('modifyProperty', { ...listing, propertyID: '3' }, {}, owner);
    expect(body.ResponseMessage).toEqual({ floor_plan: ['This is required.'] });
  });

  test("someone else's property is 403 whatever the body says; unknown is 404; no id is 422", async () => {
    expect(await send('modifyProperty', { ...listing, propertyID: '1' }, listingFiles, buyer)).toEqual({
      status: 403,
      body: { Detail: 'You can only edit your own property' },
    });
    expect((await send('modifyProperty', { propertyID: '1' }, {}, buyer)).status).toBe(403);
    const unchanged = await provider.request('/api/vst/params/getPropertyDetail?propertyId=1', apiRequest('GET'));
    expect(((await unchanged.json()) as Saved).property.name).toBe('Fixture home 1');
    expect((await send('modifyProperty', { ...listing, propertyID: '999' }, {}, owner)).status).toBe(404);
    expect(await send('modifyProperty', listing, {}, owner)).toMatchObject({ status: 422, body: { ResponseMessage: { propertyID: ['This is required.'] } } });
    expect((await send('modifyProperty', { ...listing, propertyID: '1' }, {})).status).toBe(401);
  });
});
