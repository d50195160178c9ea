import { messages } from '@/lib/messages';
import { listingFormText as text } from '@/lib/messages/listing-form';
import { titleText } from '@/lib/messages/listing-terms';
import { uploadText } from '@/lib/messages/upload';
import { allFilesRequired, listingSchema, modifyListingSchema, noFilesRequired, type ListingInput } from './listing';

const file = (name: string, type: string, size = 4) => new File([new Uint8Array(size)], name, { type });
const png = (name = 'a.png') => file(name, 'image/png');

const valid: ListingInput = {
  for_sale: 'sale',
  for_sale_aso: 'owner',
  name: 'Palm Court',
  price: '1250000',
  payment_plan_option_id: '1',
  vat: '0',
  financial_advisory_fee: '0',
  property_type_id: '1',
  property_category_id: '2',
  no_bedroom: '3',
  no_bathroom: '1',
  no_kitchen: '1',
  no_toilet: '',
  car_parking: '',
  square_metres: '',
  year_built: '',
  features: [],
  description: 'Bright flat',
  video_link: '',
  country_id: '161',
  state_id: '15',
  city_id: '9',
  town_id: '',
  latitude: '9.07',
  longitude: '7.49',
  primary_image: [png()],
  other_images: [],
  property_documents: [file('deed.pdf', 'application/pdf')],
  floor_plan: [png('plan.png')],
  title: 'c_of_o',
};

/** The first message for each field when `changes` are applied to a valid form. */
function errorsOf(changes: Partial<Record<keyof ListingInput, unknown>>, schema = listingSchema(allFilesRequired)) {
  const result = schema.safeParse({ ...valid, ...changes });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]).reverse());
}

describe('listingSchema', () => {
  it('accepts a complete listing', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('asks a sale for its title, "none" being an answer, and a rent for none', () => {
    expect(errorsOf({ title: '' })).toEqual({ title: titleText.titleRequired });
    expect(errorsOf({ title: 'none' })).toEqual({});
    expect(errorsOf({ for_sale: 'rent', title: '' })).toEqual({});
    expect(errorsOf({ propertyID: '25', title: '' } as never, modifyListingSchema)).toEqual({ title: titleText.titleRequired });
  });

  it.each([
    ['for_sale', '', text.chooseSaleOrRent],
    ['for_sale_aso', 'both', text.chooseSaleBy],
    ['name', '  ', messages.required],
    ['price', '', messages.required],
    ['price', 'ask me', text.priceNeedsDigit],
    ['payment_plan_option_id', '', text.choosePaymentPlan],
    ['property_type_id', '', text.chooseType],
    ['property_category_id', '', text.chooseCategory],
    ['no_bedroom', '', messages.required],
    ['no_bedroom', '0', text.atLeastOne],
    ['no_bathroom', '0', text.atLeastOne],
    ['no_kitchen', '1.5', text.wholeNumber],
    ['no_toilet', '-1', text.wholeNumber],
    ['square_metres', '0', text.atLeastOne],
    ['year_built', '1700', text.yearBuilt(new Date().getFullYear() + 5)],
    ['country_id', '', text.chooseCountry],
    ['state_id', '', text.chooseState],
    ['city_id', '', text.chooseCity],
    ['description', '', messages.required],
    ['vat', 'ten', text.amount],
    ['financial_advisory_fee', '', messages.required],
    ['video_link', 'javascript:alert(1)', text.validLink],
    ['latitude', '', text.locationMissing],
    ['longitude', '200', text.locationMissing],
    ['primary_image', [], text.chooseOneImage],
    ['primary_image', [png(), png('b.png')], text.tooManyFiles(1)],
    ['property_documents', [], text.chooseFiles],
    ['property_documents', [file('a.txt', 'text/plain')], uploadText.notAnImageOrPdf],
    ['floor_plan', [], text.chooseFiles],
    ['floor_plan', [file('plan.pdf', 'application/pdf')], uploadText.notAnImage],
    ['other_images', Array.from({ length: 11 }, () => png()), text.tooManyFiles(10)],
    ['other_images', [file('big.png', 'image/png', 5 * 1024 * 1024 + 1)], text.fileTooLarge(5)],
  ])('%s = %p reads "%s"', (field, value, message) => {
    expect(errorsOf({ [field]: value })[field]).toBe(message);
  });

  it('leaves town, toilets, car parking, square feet, year built and video link optional', () => {
    expect(errorsOf({ town_id: '', no_toilet: '', car_parking: '', square_metres: '', year_built: '', video_link: '' })).toEqual({});
    expect(errorsOf({ town_id: '4', no_toilet: '0', car_parking: '3', square_metres: '120', year_built: '2020', video_link: 'https://v.example/1' })).toEqual({});
  });

  it('reads features from the checkboxes or from one comma-separated field', () => {
    expect(listingSchema(allFilesRequired).parse({ ...valid, features: ['1', '2'] }).features).toEqual(['1', '2']);
    expect(listingSchema(allFilesRequired).parse({ ...valid, features: '1,2' }).features).toEqual(['1', '2']);
  });

  it('needs no files on an edit when the property already has them', () => {
    expect(errorsOf({ primary_image: [], property_documents: [], floor_plan: [] }, listingSchema(noFilesRequired))).toEqual({});
  });

  it('refuses more than 60 MB of files together', () => {
    const large = () => file('x.png', 'image/png', 5 * 1024 * 1024);
    const errors = errorsOf({ other_images: Array.from({ length: 10 }, large), property_documents: Array.from({ length: 3 }, large) });
    expect(errors.other_images).toBe(text.filesTooLarge(60));
  });

  it('needs the property id on the BFF edit schema', () => {
    expect(errorsOf({}, modifyListingSchema).propertyID).toBe(messages.invalidRequest);
    expect(errorsOf({ propertyID: '25' } as never, modifyListingSchema)).toEqual({});
  });
});
