import { moveInText, titleText } from '@/lib/messages/listing-terms';
import { allFilesRequired, listingSchema, type ListingInput } from './listing';
import { listingTermsFromProperty } from './listing-terms';

const png = (name: string) => new File([new Uint8Array(4)], name, { type: 'image/png' });
const valid: ListingInput = {
  for_sale: 'rent', for_sale_aso: 'product', name: 'Palm Court', price: '2000000', payment_plan_option_id: '6', vat: '0',
  financial_advisory_fee: '0', property_type_id: '1', property_category_id: '2', no_bedroom: '3', no_bathroom: '1', no_kitchen: '1',
  features: [], description: 'Bright flat', country_id: '161', state_id: '25', city_id: '37', latitude: '6.6', longitude: '3.3',
  primary_image: [png('a.png')], property_documents: [png('c.png')], floor_plan: [png('b.png')],
};

function errorsOf(changes: Record<string, string>) {
  const result = listingSchema(allFilesRequired).safeParse({ ...valid, ...changes });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('the listing form terms', () => {
  it('accepts fees in naira or as a percentage, and no fee at all', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ agency_fee: '200,000', agency_fee_unit: 'naira', legal_fee: '7.5', legal_fee_unit: 'percent', title: 'c_of_o' })).toEqual({});
  });

  it('refuses an amount or a percentage that does not fit its unit', () => {
    expect(errorsOf({ agency_fee: '10.5', agency_fee_unit: 'naira' })).toEqual({ agency_fee: moveInText.feeNaira });
    expect(errorsOf({ legal_fee: '150', legal_fee_unit: 'percent' })).toEqual({ legal_fee: moveInText.feePercent });
    expect(errorsOf({ service_charge: 'ten', service_charge_unit: 'percent' })).toEqual({ service_charge: moveInText.feePercent });
    expect(errorsOf({ caution_deposit_unit: 'dollars' })).toEqual({ caution_deposit_unit: moveInText.chooseUnit });
  });

  it('refuses a title outside the list', () => {
    expect(errorsOf({ title: 'freehold' })).toEqual({ title: titleText.unknownTitle });
  });

  it('fills the edit form from what the provider describes', () => {
    const terms = listingTermsFromProperty({ move_in_fees: { agency_fee: { unit: 'percent', value: 10 }, legal_fee: null }, title: { type: 'survey_plan' } });
    expect(terms).toMatchObject({ agency_fee: '10', agency_fee_unit: 'percent', legal_fee: '', legal_fee_unit: 'naira', title: 'survey_plan' });
    expect(listingTermsFromProperty({})).toMatchObject({ agency_fee: '', title: '' });
  });
});
