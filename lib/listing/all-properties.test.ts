import { allPropertiesHref, parseAllPropertiesFilters } from './all-properties';

describe('all properties filter', () => {
  it('reads a known type and the page, ignoring anything else', () => {
    expect(parseAllPropertiesFilters({ type: 'Land', page: '2' })).toEqual({ type: 'Land', page: 2 });
    expect(parseAllPropertiesFilters({ type: 'Castle', page: '-1' })).toEqual({ type: undefined, page: 1 });
  });
  it('builds links without defaults', () => {
    expect(allPropertiesHref({ page: 1 })).toBe('/all_properties');
    expect(allPropertiesHref({ type: 'Commercial', page: 3 })).toBe('/all_properties?type=Commercial&page=3');
  });
});
