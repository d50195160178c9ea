import { dashboardHref, parseDashboardState, parsePage, tabHref } from './view';

describe('parseDashboardState', () => {
  it('opens My Properties, All, page 1 when the URL says nothing', () => {
    expect(parseDashboardState({})).toEqual({ view: 'properties', type: 'all', page: 1 });
  });

  it('reads the sub-tab and page of My Properties', () => {
    expect(parseDashboardState({ view: 'properties', type: 'purchased', page: '2' })).toEqual({ view: 'properties', type: 'purchased', page: 2 });
  });

  it('reads the wishlist sort and page', () => {
    expect(parseDashboardState({ view: 'wishlist', sort: 'highest_price', page: '3' })).toEqual({ view: 'wishlist', sort: 'highest_price', page: 3 });
  });

  it('falls back to the defaults for unknown values', () => {
    expect(parseDashboardState({ view: 'admin' })).toEqual({ view: 'properties', type: 'all', page: 1 });
    expect(parseDashboardState({ view: 'properties', type: 'stolen', page: '-4' })).toEqual({ view: 'properties', type: 'all', page: 1 });
    expect(parseDashboardState({ view: 'wishlist', sort: 'cheapest', page: 'two' })).toEqual({ view: 'wishlist', sort: 'most_recent', page: 1 });
  });

  it('takes the first of repeated parameters', () => {
    expect(parseDashboardState({ view: ['wishlist', 'finance'] })).toEqual({ view: 'wishlist', sort: 'most_recent', page: 1 });
  });

  it('keeps only the view for tabs without sub-tabs', () => {
    expect(parseDashboardState({ view: 'profile', type: 'purchased', page: '2' })).toEqual({ view: 'profile' });
    expect(parseDashboardState({ view: 'searches', page: '2' })).toEqual({ view: 'searches' });
    expect(parseDashboardState({ view: 'enquiries', page: '2', type: 'purchased' })).toEqual({ view: 'enquiries', page: 2 });
    expect(parseDashboardState({ view: 'inspections', page: '2' })).toEqual({ view: 'inspections' });
  });
});

describe('parsePage', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['0', 1],
    ['1.5', 1],
    ['1e3', 1],
    ['7', 7],
  ])('%p is page %p', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});

describe('dashboardHref', () => {
  it('puts the sub-tab and a page past the first in the URL', () => {
    expect(dashboardHref({ view: 'properties', type: 'purchased', page: 2 })).toBe('/dashboard?view=properties&type=purchased&page=2');
    expect(dashboardHref({ view: 'wishlist', sort: 'lowest_price', page: 1 })).toBe('/dashboard?view=wishlist&sort=lowest_price');
    expect(dashboardHref({ view: 'finance' })).toBe('/dashboard?view=finance');
  });

  it('round-trips through parseDashboardState', () => {
    const state = { view: 'wishlist', sort: 'highest_price', page: 4 } as const;
    const query = Object.fromEntries(new URL(dashboardHref(state), 'http://x').searchParams);
    expect(parseDashboardState(query)).toEqual(state);
  });
});

describe('tabHref', () => {
  it('opens each tab on its first view', () => {
    expect(tabHref('properties')).toBe('/dashboard?view=properties&type=all');
    expect(tabHref('wishlist')).toBe('/dashboard?view=wishlist&sort=most_recent');
    expect(tabHref('adverts')).toBe('/dashboard?view=adverts');
  });
});
