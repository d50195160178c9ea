/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ACKNOWLEDGEMENTS_PER_MAILBOX_PER_DAY } from '../enquiries/addressConfirmation';
import { files, properties, propertyLeads, saleContactFiles, saleContacts } from '../db/schema';
import { fixtureProperties, LAGOS, OYO } from '../testing/fixtureSeedData';
import { apiRequest, startTestProvider, TEST_APP_URL, type TestProvider } from '../testing/testProvider';
import { tinyPng } from '../testing/uploads';
import { type Refusal } from '../testing/session';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
}, 30_000);
afterAll(() => provider.close());

type Mail = { to: string; subject: string; text: string; links: string[] };

async function call<Body = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest(method, body));
  return { status: response.status, body: (await response.json()) as Body };
}

describe('params/createLead', () => {
  const lead = { title: 'Engr.', name: 'Kunle Ade', email: 'kunle@example.com', phone: '08055555555', state_id: LAGOS, platform: 'headOffice', country_id: 161, property_id: 1 };

  test('stores the lead, e-mails the owner and asks the enquirer to confirm their address', async () => {
    expect(await call('POST', 'params/createLead', lead)).toEqual({ status: 201, body: { Detail: 'Property leads created successfully', address_confirmation_sent: true } });
    const [stored] = await provider.db.select().from(propertyLeads);
    expect(stored).toMatchObject({ propertyId: 1, title: 'Engr.', name: 'Kunle Ade', platform: 'headOffice', stateId: LAGOS, userId: null });
    const mail = ((await (await provider.request('/__dev/outbox')).json()) as Mail[]).find((sent) => sent.to === 'owner@example.com');
    expect(mail).toMatchObject({ to: 'owner@example.com', subject: 'New enquiry about Fixture home 1', links: [`${TEST_APP_URL}/property/1`] });
    expect(mail!.text).toContain('Engr. Kunle Ade');
    expect(mail!.text).toContain('Found us through: Head office');
  });

  test('says whether the enquirer was mailed the link, which one address gets a few times a day', async () => {
    const capped = { ...lead, email: 'capped@example.com' };
    const sent: (boolean | undefined)[] = [];
    for (let time = 0; time <= ACKNOWLEDGEMENTS_PER_MAILBOX_PER_DAY; time += 1) {
      sent.push((await call<{ address_confirmation_sent?: boolean }>('POST', 'params/createLead', capped)).body.address_confirmation_sent);
    }
    expect(sent).toEqual([...Array<boolean>(ACKNOWLEDGEMENTS_PER_MAILBOX_PER_DAY).fill(true), false]);
  });

  test('422 by field for missing, unlisted and unknown values; 404 for an unknown property', async () => {
    const bad = await call<Refusal>('POST', 'params/createLead', { phone: 'none', title: 'Sir', platform: 'billboard', property_id: 1 });
    expect(bad.status).toBe(422);
    expect(bad.body.ResponseMessage).toEqual({
      title: ['Must be one of Mr. Mrs. Miss. Dr. Hon. Engr. Bar. Prof.'],
      name: ['This is required.'],
      email: ['This is required.'],
      phone: ['Must contain a digit'],
      state_id: ['Must be a whole number'],
      platform: ['Unknown lead source'],
      country_id: ['Must be a whole number'],
    });
    const unknownPlace = await call<Refusal>('POST', 'params/createLead', { ...lead, state_id: 99, country_id: 7 });
    expect(unknownPlace.body.ResponseMessage).toEqual({ country_id: ['Unknown country'], state_id: ['Unknown state'] });
    expect((await call('POST', 'params/createLead', { ...lead, property_id: 999 })).status).toBe(404);
  });
});

describe('product/propertySaleContact', () => {
  const fields = {
    title: 'Mrs.', firstName: 'Amaka', lastName: 'Nwachukwu', email: 'amaka@example.com', phoneNumber: '0803 111 2222',
    propertyAddress: '12 Allen Avenue, Ikeja', houseType: '4 bedroom duplex', price: 'NGN 85m', description: 'Well kept duplex with BQ.',
    ownership: 'on',
  };
  const sellForm = (files: Record<string, { bytes: Uint8Array; name: string; type: string }[]>, text: Record<string, string> = fields) => {
    const form = new FormData();
    for (const [field, value] of Object.entries(text)) form.append(field, value);
    for (const [field, list] of Object.entries(files)) {
      for (const file of list) form.append(field, new Blob([file.bytes], { type: file.type }), file.name);
    }
    return provider.request('/api/vst/product/propertySaleContact', { method: 'POST', body: form });
  };
  const png = { bytes: tinyPng(), name: 'front.png', type: 'image/png' };

  test('a real PNG is accepted and stored under its sha256; the contact keeps every field', async () => {
    const response = await sellForm({ photo: [png], proof_of_ownership: [{ ...png, name: 'c-of-o.png' }] });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ Detail: 'Property was uploaded successfully, an admin will contact you' });

    const [contact] = await provider.db.select().from(saleContacts);
    expect(contact).toMatchObject({ title: 'Mrs.', firstName: 'Amaka', middleName: null, ownership: 1, price: 'NGN 85m', propertyAddress: '12 Allen Avenue, Ikeja' });
    const key = `uploads/${createHash('sha256').update(png.bytes).digest('hex')}`;
    const stored = await provider.db.select().from(saleContactFiles).where(eq(saleContactFiles.saleContactId, contact!.id));
    expect(stored.map((file) => [file.kind, file.fileKey, file.originalName])).toEqual([
      ['photo', key, 'front.png'],
      ['proof_of_ownership', key, 'c-of-o.png'],
    ]);
    const [file] = await provider.db.select().from(files).where(eq(files.key, key));
    expect(file?.contentType).toBe('image/png');
    // A proof of ownership is for the admin who follows the enquiry up, not for whoever has its link.
    expect((await provider.request(`/files/${key}`)).status).toBe(404);
  });

  test('ownership other than a ticked value is 0', async () => {
    expect((await sellForm({ photo: [png], proof_of_ownership: [png] }, { ...fields, ownership: 'false', email: 'no.owner@example.com' })).status).toBe(201);
    const [contact] = await provider.db.select().from(saleContacts).where(eq(saleContacts.email, 'no.owner@example.com'));
    expect(contact?.ownership).toBe(0);
  });

  test('HTML named photo.jpg and SVG with script are refused by their bytes, whatever they claim', async () => {
    const html = { bytes: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), name: 'photo.jpg', type: 'image/jpeg' };
    const svg = { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'deed.svg', type: 'image/svg+xml' };
    const response = await sellForm({ photo: [png, html], proof_of_ownership: [svg] });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Refusal).ResponseMessage).toEqual({
      photo: ['photo.jpg is not a PNG, JPEG, WebP or GIF image'],
      proof_of_ownership: ['deed.svg is not a PNG, JPEG, WebP or GIF image'],
    });
    const contacts = await provider.db.select().from(saleContacts);
    expect(contacts).toHaveLength(2);
  });

  test('field rules, missing files, more than 10 files and files over 5 MB are 422 by field', async () => {
    const big = { bytes: Buffer.concat([png.bytes, Buffer.alloc(5 * 1024 * 1024)]), name: 'big.png', type: 'image/png' };
    const text = { ...fields, email: '', phoneNumber: 'none', propertyAddress: 'x'.repeat(26), price: 'negotiable', description: 'd'.repeat(401), title: 'Sir' };
    const response = await sellForm({ photo: Array.from({ length: 11 }, () => png), proof_of_ownership: [big] }, text);
    expect(response.status).toBe(422);
    expect(((await response.json()) as Refusal).ResponseMessage).toEqual({
      title: ['Must be one of Mr. Mrs. Miss. Dr. Hon. Engr. Bar. Prof.'],
      email: ['This is required.'],
      phoneNumber: ['Must contain a digit'],
      propertyAddress: ['Must be at most 25 characters'],
      price: ['Must contain a digit'],
      description: ['Must be at most 400 characters'],
      photo: ['Choose at most 10 files'],
      proof_of_ownership: ['big.png is larger than 5 MB'],
    });
    const none = await sellForm({}, { email: 'a@example.com' });
    expect(((await none.json()) as Refusal).ResponseMessage).toMatchObject({ ownership: ['This is required.'], photo: ['This is required.'], proof_of_ownership: ['This is required.'] });
  });

  test('a JSON body is 422; a body over 60 MB is 413', async () => {
    expect((await call<Refusal>('POST', 'product/propertySaleContact', fields)).body.ResponseMessage).toEqual({ body: ['Send the form as multipart/form-data'] });
    const huge = await sellForm({ photo: [{ bytes: new Uint8Array(61 * 1024 * 1024), name: 'huge.png', type: 'image/png' }] });
    expect(huge.status).toBe(413);
  });
});

describe('params/getLocationStatistics', () => {
  type Statistics = {
    avgSalesPrice: number; avgRentalPrice: number; minSalePrice: number; maxSalePrice: number; totalSold: number; totalRental: number;
    area: { type: string; name: string }; related_property: { data: { id: number }[] };
  };
  const statisticsOf = async (id: number) => (await call<Statistics>('GET', `params/getLocationStatistics?propertyId=${id}`)).body;
  const average = (prices: number[]) => (prices.length === 0 ? 0 : Math.round(prices.reduce((sum, price) => sum + price, 0) / prices.length));

  test("figures over the listing's city, with sold listings counted and left out of the related ones", async () => {
    await provider.db.update(properties).set({ availability: 'Sold' }).where(eq(properties.id, 5));
    const inIkeja = fixtureProperties.filter((property) => property.cityId === 250);
    const sales = inIkeja.filter((property) => property.transactionType === 'BUY').map((property) => property.price);
    const rents = inIkeja.filter((property) => property.transactionType === 'RENT').map((property) => property.price);
    expect(await statisticsOf(1)).toEqual({
      avgSalesPrice: average(sales),
      avgRentalPrice: average(rents),
      minSalePrice: Math.min(...sales),
      maxSalePrice: Math.max(...sales),
      totalSold: 1,
      totalRental: rents.length,
      area: { type: 'city', id: 250, name: 'Ikeja' },
      // BUY, available, not itself, nearest to 1,000,000: 5 is sold.
      related_property: { data: [7, 11, 13, 17].map((id) => expect.objectContaining({ id })) },
      // The fair-price extension, tested in provider/src/fairPrice/priceCheck.test.ts.
      price_check: expect.anything(),
      // The town's picture, tested in provider/src/fairPrice/townFacts.test.ts.
      town_facts: expect.objectContaining({ electricity_band: expect.anything(), flooding: expect.anything() }),
    });
    expect(average(sales)).toBe(12_000_000);
  });

  test('a city with fewer than 3 listings falls back to its state; related listings from the same city come first', async () => {
    // Property 9 moves to Ibadan, where it is alone; the other Oyo listings have no city.
    await provider.db.update(properties).set({ cityId: 310 }).where(eq(properties.id, 9));
    const inOyo = fixtureProperties.filter((property) => property.stateId === OYO);
    const statistics = await statisticsOf(9);
    expect(statistics.area).toEqual({ type: 'state', id: OYO, name: 'Oyo' });
    expect(statistics.avgRentalPrice).toBe(average(inOyo.filter((p) => p.transactionType === 'RENT').map((p) => p.price)));
    // 3 and 15 are both 6,000,000 away from 9,000,000; the lower id breaks the tie.
    expect(statistics.related_property.data.map((card) => card.id)).toEqual([3, 15, 21]);

    await provider.db.update(properties).set({ cityId: 310 }).where(eq(properties.id, 21));
    expect((await statisticsOf(9)).related_property.data.map((card) => card.id)).toEqual([21, 3, 15]);
  });

  test('404 for an unknown property, 422 without an id', async () => {
    expect(await call('GET', 'params/getLocationStatistics?propertyId=999')).toEqual({ status: 404, body: { Detail: 'Property not found' } });
    expect((await call('GET', 'params/getLocationStatistics')).status).toBe(422);
  });
});
