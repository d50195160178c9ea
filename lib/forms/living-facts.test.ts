import { allFilesRequired, listingSchema, modifyListingSchema } from './listing';
import { lacksLivingFacts, livingFactsFromProperty } from './living-facts';

const facts = { electricity_band: 'B', meter: 'prepaid', power_backup: 'generator', water_source: 'borehole', flooding: 'street', road: 'untarred', security: 'none' };
const home = {
  for_sale: 'rent', for_sale_aso: 'owner', name: 'Flat', price: '2000000', payment_plan_option_id: '1', property_type_id: '1',
  property_category_id: '1', no_bedroom: '2', no_bathroom: '1', no_kitchen: '1', country_id: '161', state_id: '25', city_id: '37',
  description: 'Flat.', vat: '0', financial_advisory_fee: '0', latitude: '6.6', longitude: '3.3',
};
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('the listing form’s living facts', () => {
  const browser = listingSchema(allFilesRequired, ['3']);

  it('asks a home every fact, each by its name', () => {
    const errors = messagesOf(browser.safeParse({ ...home, ...facts, meter: '', flooding: '' }));
    expect(errors).toMatchObject({ meter: 'Choose the electricity meter.', flooding: 'Choose the flooding in the last rainy season.' });
    expect(errors).not.toHaveProperty('electricity_band');
  });

  it('asks land none', () => {
    expect(messagesOf(browser.safeParse({ ...home, property_type_id: '3', property_category_id: '9' }))).not.toHaveProperty('meter');
  });

  it('refuses an answer not on the list, even where the provider decides what is required', () => {
    expect(messagesOf(modifyListingSchema.safeParse({ ...home, propertyID: '5', electricity_band: 'F' }))).toMatchObject({ electricity_band: 'Choose one of the answers listed.' });
    expect(messagesOf(modifyListingSchema.safeParse({ ...home, propertyID: '5' }))).not.toHaveProperty('meter');
  });

  it('fills the edit form from the listing, a fact not stated left to choose', () => {
    const stated = { ...facts, meter: null } as never;
    expect(livingFactsFromProperty({ living_facts: stated })).toEqual({ ...facts, meter: '' });
    expect(livingFactsFromProperty({ living_facts: null }).electricity_band).toBe('');
  });

  it('says a home lacks its facts only when one is not stated, never for land or a provider without them', () => {
    expect(lacksLivingFacts({ living_facts: { electricity_band: null, flooding: null } })).toBe(true);
    expect(lacksLivingFacts({ living_facts: { electricity_band: 'A', flooding: 'none' } })).toBe(false);
    expect(lacksLivingFacts({ living_facts: null })).toBe(false);
    expect(lacksLivingFacts({})).toBe(false);
  });
});
