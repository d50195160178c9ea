import {
  canonicalHref,
  cleanListingHref,
  counterNames,
  listingDefaults,
  listingHref,
  listingSearchParams,
  parseListingFilters,
  providerQuery,
} from './filters';
import { livingFilters } from '@/lib/vst/living-facts';
import { listingQueryNames } from '@/lib/view-routes.mjs';

describe('parseListingFilters', () => {
  it('applies the defaults to an empty query', () => {
    const filters = parseListingFilters({}, 'BUY');
    expect(filters).toEqual({
      transactionType: 'BUY',
      pageType: 'most_recent',
      page: 1,
      minPrice: 1000,
      maxPrice: 1_000_000_000,
      propertyTypeId: undefined,
      propertyCategoryId: undefined,
      stateId: undefined,
      counters: {},
      verifiedOnly: false,
      responsiveOnly: false,
      living: [],
    });
  });

  it('reads each living-fact filter from `1` only, in one order whatever the URL’s', () => {
    expect(parseListingFilters({ water_on_site: '1', band_a_or_b: '1', no_flooding: '0', prepaid_meter: 'yes' }, 'RENT').living).toEqual(['band_a_or_b', 'water_on_site']);
  });

  it('turns the verified-advertisers filter on for `1` only, so one query is one view', () => {
    expect(parseListingFilters({ verified_only: '1' }, 'BUY').verifiedOnly).toBe(true);
    for (const value of ['0', 'true', 'yes', '', '11']) expect(parseListingFilters({ verified_only: value }, 'BUY').verifiedOnly).toBe(false);
  });

  it('reads every filter and treats empty or unreadable values as absent', () => {
    const filters = parseListingFilters(
      { state_id: '25', property_category_id: '', no_bedroom: '3', no_toilet: 'x', page: '0', page_type: 'lowest_price', max_price: ['5000000', '9'] },
      'RENT',
    );
    expect(filters).toMatchObject({ transactionType: 'RENT', stateId: 25, page: 1, pageType: 'lowest_price', maxPrice: 5_000_000 });
    expect(filters.propertyCategoryId).toBeUndefined();
    expect(filters.counters).toEqual({ no_bedroom: 3 });
  });

  it('swaps a minimum price above the maximum', () => {
    expect(parseListingFilters({ min_price: '900', max_price: '100' }, 'BUY')).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });
});

describe('providerQuery', () => {
  it('sends the defaults, and counters only when set', () => {
    const query = providerQuery(parseListingFilters({ no_bathroom: '2' }, 'RENT'), 12);
    expect(query).toEqual({
      transaction_type: 'RENT',
      page_type: 'most_recent',
      page: 1,
      min_price: 1000,
      max_price: 1_000_000_000,
      property_type_id: undefined,
      property_category_id: undefined,
      state_id: undefined,
      no_bathroom: 2,
      per_page: 12,
    });
    expect(query).not.toHaveProperty('no_bedroom');
    expect(query).not.toHaveProperty('verified_only');
  });

  it('asks for verified advertisers only when the filter is on', () => {
    expect(providerQuery(parseListingFilters({ verified_only: '1' }, 'BUY'))).toMatchObject({ verified_only: 1 });
  });

  it('asks for each living-fact filter set, and for none unset', () => {
    const query = providerQuery(parseListingFilters({ no_flooding: '1', prepaid_meter: '1' }, 'RENT'));
    expect(query).toMatchObject({ prepaid_meter: 1, no_flooding: 1 });
    expect(query).not.toHaveProperty('band_a_or_b');
    expect(query).not.toHaveProperty('water_on_site');
  });

  it('asks for responsive advertisers only when that filter is on, read only from `1`', () => {
    expect(providerQuery(parseListingFilters({ responsive_only: '1' }, 'BUY'))).toMatchObject({ responsive_only: 1 });
    for (const value of ['0', 'true', '']) expect(providerQuery(parseListingFilters({ responsive_only: value }, 'BUY'))).not.toHaveProperty('responsive_only');
  });
});

describe('listingHref', () => {
  const filters = parseListingFilters({ state_id: '25', no_bedroom: '2', page: '3' }, 'BUY');

  it('keeps only values that differ from the defaults', () => {
    expect(listingHref('/properties/buy', parseListingFilters({ min_price: String(listingDefaults.minPrice) }, 'BUY'))).toBe('/properties/buy');
    expect(listingHref('/properties/buy', filters)).toBe('/properties/buy?state_id=25&no_bedroom=2&page=3');
  });

  it('writes the verified filter after the counters, and leaves it out when off', () => {
    expect(listingHref('/properties/rent', parseListingFilters({ verified_only: '1', no_toilet: '1', page_type: 'lowest_price' }, 'RENT'))).toBe(
      '/properties/rent?no_toilet=1&verified_only=1&page_type=lowest_price',
    );
    expect(listingHref('/properties/rent', parseListingFilters({ verified_only: '0' }, 'RENT'))).toBe('/properties/rent');
  });

  it('writes the responsive filter after the verified one', () => {
    expect(listingHref('/properties/buy', parseListingFilters({ responsive_only: '1', verified_only: '1' }, 'BUY'))).toBe('/properties/buy?verified_only=1&responsive_only=1');
  });

  it('writes the living-fact filters after the advertisers’ ones, in their fixed order', () => {
    expect(listingHref('/properties/rent', parseListingFilters({ water_on_site: '1', verified_only: '1', band_a_or_b: '1', page: '2' }, 'RENT'))).toBe(
      '/properties/rent?verified_only=1&band_a_or_b=1&water_on_site=1&page=2',
    );
  });

  it('goes to the page chosen', () => {
    expect(listingHref('/properties/buy', filters, { page: 7 })).toBe('/properties/buy?state_id=25&no_bedroom=2&page=7');
  });

  it('starts again at page 1 when another filter or the tab changes', () => {
    expect(listingHref('/properties/buy', filters, { pageType: 'highest_price' })).toBe(
      '/properties/buy?state_id=25&no_bedroom=2&page_type=highest_price',
    );
  });
});

describe('canonicalHref', () => {
  it('keeps type, state and page only', () => {
    const filters = parseListingFilters(
      { property_type_id: '1', state_id: '25', page: '2', no_bedroom: '3', page_type: 'highest_price', max_price: '100' },
      'RENT',
    );
    expect(canonicalHref('/properties/rent', filters)).toBe('/properties/rent?property_type_id=1&state_id=25&page=2');
    expect(canonicalHref('/properties/rent', parseListingFilters({ no_toilet: '2' }, 'RENT'))).toBe('/properties/rent');
  });
});

describe('cleanListingHref', () => {
  it('asks for a redirect when a plain form sent empty and default values', () => {
    const params = { state_id: '', min_price: '1000', max_price: '', no_bedroom: '2' };
    const filters = parseListingFilters(params, 'BUY');
    expect(cleanListingHref('/properties/buy', params, filters)).toBe('/properties/buy?no_bedroom=2');
  });

  it('asks for a redirect when the living-fact filters come in another order', () => {
    const params = { water_on_site: '1', no_flooding: '1' };
    expect(cleanListingHref('/properties/rent', params, parseListingFilters(params, 'RENT'))).toBe('/properties/rent?no_flooding=1&water_on_site=1');
  });

  it('leaves a clean query alone', () => {
    const params = { state_id: '25', page: '2' };
    expect(cleanListingHref('/properties/buy', params, parseListingFilters(params, 'BUY'))).toBeNull();
    expect(cleanListingHref('/properties/buy', {}, parseListingFilters({}, 'BUY'))).toBeNull();
  });
});

describe("the listing's query names (lib/view-routes.mjs)", () => {
  it('are every parameter a listing URL can hold (proxy.ts runs on exactly these)', () => {
    const flags = new Set<string>(['verified_only', 'responsive_only', ...livingFilters]);
    const everyFilterSet = parseListingFilters(
      Object.fromEntries(listingQueryNames.map((key) => [key, key === 'page_type' ? 'lowest_price' : flags.has(key) ? '1' : '7'])),
      'BUY',
    );
    expect([...listingSearchParams(everyFilterSet).keys()].sort()).toEqual([...listingQueryNames].sort());
    expect(listingQueryNames).toEqual(expect.arrayContaining([...counterNames]));
  });
});
