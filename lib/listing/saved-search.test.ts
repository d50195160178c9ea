import { parseListingFilters } from './filters';
import { filtersOfSavedQuery, savedSearchHref, savedSearchName, savedSearchQuery } from './saved-search';

const rentInLagos = parseListingFilters({ state_id: '25', no_bedroom: '3', max_price: '5000000', page: '2', page_type: 'lowest_price' }, 'RENT');

describe('savedSearchQuery', () => {
  it('keeps the transaction type and the filters in the provider names, not the sort or the page', () => {
    expect(savedSearchQuery(rentInLagos)).toBe('transaction_type=RENT&state_id=25&max_price=5000000&no_bedroom=3');
  });
  it('is the transaction type alone for the plain listing (defaults are left out)', () => {
    expect(savedSearchQuery(parseListingFilters({}, 'BUY'))).toBe('transaction_type=BUY');
  });
});

describe('filtersOfSavedQuery and savedSearchHref', () => {
  it('read the query back as the same filters', () => {
    const filters = filtersOfSavedQuery(savedSearchQuery(rentInLagos));
    expect(filters).toEqual({ ...rentInLagos, page: 1, pageType: 'most_recent' });
  });
  it('open the listing of the transaction type with the filters', () => {
    expect(savedSearchHref('transaction_type=RENT&state_id=25&no_bedroom=3')).toBe('/properties/rent?state_id=25&no_bedroom=3');
    expect(savedSearchHref('?transaction_type=BUY')).toBe('/properties/buy');
  });
  it('take a missing or unknown transaction type as BUY, as the provider does, and drop what does not parse', () => {
    expect(savedSearchHref('state_id=25&min_price=abc')).toBe('/properties/buy?state_id=25');
    expect(savedSearchHref('transaction_type=SWAP')).toBe('/properties/buy');
  });
});

describe('savedSearchName', () => {
  it('names what, where, rooms and price in words', () => {
    expect(savedSearchName(rentInLagos, { kindName: 'Flat/Apartment', stateName: 'Lagos' })).toBe(
      'Flat/Apartment properties for rent in Lagos, 3+ bedrooms, up to ₦5,000,000',
    );
  });
  it('says when only verified advertisers are asked for, and keeps it in the query', () => {
    const filters = parseListingFilters({ verified_only: '1' }, 'RENT');
    expect(savedSearchName(filters, {})).toBe('Properties for rent in Nigeria, verified advertisers only');
    expect(savedSearchQuery(filters)).toBe('transaction_type=RENT&verified_only=1');
  });
  it('says when only responsive advertisers are asked for, and keeps it in the query', () => {
    const filters = parseListingFilters({ responsive_only: '1' }, 'BUY');
    expect(savedSearchName(filters, {})).toBe('Properties for sale in Nigeria, responsive advertisers only');
    expect(savedSearchQuery(filters)).toBe('transaction_type=BUY&responsive_only=1');
  });
  it('names each living-fact filter, and keeps them in the query and back in the listing', () => {
    const filters = parseListingFilters({ no_flooding: '1', band_a_or_b: '1', water_on_site: '1', prepaid_meter: '1' }, 'RENT');
    expect(savedSearchName(filters, { stateName: 'Lagos' })).toBe(
      'Properties for rent in Lagos, band A or B light, prepaid meter, no flooding reported, water on site',
    );
    const query = savedSearchQuery(filters);
    expect(query).toBe('transaction_type=RENT&band_a_or_b=1&prepaid_meter=1&no_flooding=1&water_on_site=1');
    expect(filtersOfSavedQuery(query).living).toEqual(['band_a_or_b', 'prepaid_meter', 'no_flooding', 'water_on_site']);
    expect(savedSearchHref(query)).toBe('/properties/rent?band_a_or_b=1&prepaid_meter=1&no_flooding=1&water_on_site=1');
  });
  it('names the plain listing by its title alone', () => {
    expect(savedSearchName(parseListingFilters({}, 'BUY'), {})).toBe('Properties for sale in Nigeria');
  });
  it('says each room count asked for, and a price range from either end', () => {
    const filters = parseListingFilters({ no_bathroom: '2', no_toilet: '1', no_car_parking: '2', no_bedroom: '0', min_price: '2000000' }, 'BUY');
    expect(savedSearchName(filters, { stateName: 'Oyo' })).toBe(
      'Properties for sale in Oyo, 2+ bathrooms, 1+ toilets, 2+ parking spaces, from ₦2,000,000',
    );
    const range = parseListingFilters({ min_price: '9000000', max_price: '1000000' }, 'BUY');
    expect(savedSearchName(range, {})).toBe('Properties for sale in Nigeria, ₦1,000,000 to ₦9,000,000');
  });
  it('is cut to the 120 characters a name may have', () => {
    const filters = parseListingFilters({ no_bedroom: '10', no_bathroom: '10', no_toilet: '10', no_car_parking: '10', min_price: '100000000', max_price: '900000000' }, 'BUY');
    const name = savedSearchName(filters, { kindName: 'Semi-detached Duplex', stateName: 'Federal Capital Territory' });
    expect(name).toHaveLength(120);
    expect(name.endsWith('…')).toBe(true);
    expect(name.startsWith('Semi-detached Duplex properties for sale in Federal Capital Territory, 10+ bedrooms')).toBe(true);
  });
});
