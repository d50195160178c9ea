import { allFilesRequired, listingSchema, modifyListingSchema } from '@/lib/forms/listing';
import { providerFlag, toListingUploadBody, toProviderListingBody } from './multipart';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const pdf = new File(['%PDF-1.4'], 'deed.pdf', { type: 'application/pdf' });

const input = {
  for_sale: 'sale',
  for_sale_aso: 'owner',
  name: ' Palm Court ',
  price: 'NGN 1,250,000',
  payment_plan_option_id: '2',
  vat: '0',
  financial_advisory_fee: '1500',
  property_type_id: '1',
  property_category_id: '3',
  no_bedroom: '3',
  no_bathroom: '2',
  no_kitchen: '1',
  no_toilet: '',
  car_parking: '2',
  square_metres: '',
  year_built: '2019',
  features: ['4', '7'],
  description: 'Bright flat',
  video_link: '',
  country_id: '161',
  state_id: '15',
  city_id: '9',
  town_id: '',
  latitude: '9.072264',
  longitude: '7.491302',
  primary_image: [png('front.png')],
  other_images: [png('a.png'), png('b.png')],
  property_documents: [pdf],
  floor_plan: [png('plan.png')],
  title: 'c_of_o',
};

const values = () => listingSchema(allFilesRequired).parse(input);

describe('providerFlag', () => {
  it.each([true, 'true', 'on', '1'])('reads %p as 1', (value) => expect(providerFlag(value)).toBe('1'));
  it.each([false, 'false', 'off', '0', ''])('reads %p as 0', (value) => expect(providerFlag(value)).toBe('0'));
});

describe('toProviderListingBody', () => {
  it('sends choices as 1/0, the price as digits, features as repeated fields and numbers as strings', () => {
    const body = toProviderListingBody(values());
    expect(body.get('for_sale')).toBe('1');
    expect(body.get('for_sale_aso')).toBe('1');
    expect(body.get('price')).toBe('1250000');
    expect(body.getAll('features')).toEqual(['4', '7']);
    expect(body.get('no_bedroom')).toBe('3');
    expect(body.get('name')).toBe('Palm Court');
    expect(body.get('latitude')).toBe('9.072264');
  });

  it('sends the size typed in m² as the square feet the provider stores', () => {
    const body = toProviderListingBody(listingSchema(allFilesRequired).parse({ ...input, square_metres: '600' }));
    expect(body.get('square_feet')).toBe('6458');
    expect(body.has('square_metres')).toBe(false);
  });

  it('sends rent and sale by product as 0', () => {
    const body = toProviderListingBody({ ...values(), for_sale: 'rent', for_sale_aso: 'product' });
    expect(body.get('for_sale')).toBe('0');
    expect(body.get('for_sale_aso')).toBe('0');
  });

  it('sends the "No inspection fee" declaration as 1 or 0, so an edit can take it back', () => {
    const ticked = listingSchema(allFilesRequired).parse({ ...input, no_inspection_fee: true });
    expect(toProviderListingBody(ticked).get('no_inspection_fee')).toBe('1');
    expect(toProviderListingBody(values()).get('no_inspection_fee')).toBe('0');
    // The browser sends a ticked box as 'true', which the BFF's schema reads back.
    const sent = toListingUploadBody(ticked);
    expect(sent.get('no_inspection_fee')).toBe('true');
    expect(toListingUploadBody(values()).has('no_inspection_fee')).toBe(false);
    expect(modifyListingSchema.parse({ ...input, propertyID: '5', no_inspection_fee: 'true' }).no_inspection_fee).toBe(true);
  });

  it('leaves out optional fields left empty', () => {
    const body = toProviderListingBody(values());
    for (const name of ['no_toilet', 'square_feet', 'square_metres', 'video_link', 'town_id']) expect(body.has(name)).toBe(false);
  });

  it('sends every chosen file under its field', () => {
    const body = toProviderListingBody(values());
    expect((body.getAll('other_images') as File[]).map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect((body.get('property_documents') as File).name).toBe('deed.pdf');
    expect(body.getAll('primary_image')).toHaveLength(1);
  });

  it('carries the property id of an edit', () => {
    const body = toProviderListingBody(modifyListingSchema.parse({ ...input, propertyID: '25' }));
    expect(body.get('propertyID')).toBe('25');
  });
});

describe('toListingUploadBody', () => {
  it('sends the form as chosen, with the features in one field the BFF schema reads back', () => {
    const body = toListingUploadBody({ ...values(), propertyID: '25' });
    expect(body.get('for_sale')).toBe('sale');
    expect(body.getAll('features')).toEqual(['4,7']);
    expect(body.get('propertyID')).toBe('25');
    const fields = Object.fromEntries([...body.keys()].map((name) => {
      const all = body.getAll(name);
      return [name, typeof all[0] === 'string' ? all[0] : all];
    }));
    const reread = modifyListingSchema.parse(fields);
    expect(reread.features).toEqual(['4', '7']);
    expect(reread.other_images).toHaveLength(2);
  });
});
