// The one list of the public pages served as cached views (docs/decisions/cached-views.md): where each
// is rendered and which query names select another view. Plain JavaScript, so that next.config.mjs derives its rewrites from it;
// lib/cached-views.ts (how each page writes its query) and the pages' own readers take their names
// from here, and proxy.ts's matcher, a literal Next reads at build time, is checked against it by
// proxy.test.ts.

/** The last path segment of a view reached with no query. */
export const NO_QUERY = '-';

/** Every name a listing's query may hold (lib/listing/filters.test.ts checks the listing writes exactly these). */
export const listingQueryNames = [
  'property_type_id',
  'property_category_id',
  'state_id',
  'min_price',
  'max_price',
  'no_bedroom',
  'no_bathroom',
  'no_toilet',
  'no_car_parking',
  'verified_only',
  'responsive_only',
  // The living-fact filters (lib/vst/living-facts.ts livingFilters, which lib/listing/filters.test.ts checks).
  'band_a_or_b',
  'prepaid_meter',
  'no_flooding',
  'water_on_site',
  'page_type',
  'page',
];

/**
 * Public path → its view's route and the query names it reads. `plainValue`: one of those names whose
 * plain value alone (a number, a slug, words, written as the page writes it) reaches its view by a
 * rewrite, without running proxy.ts: running it costs a cached page more than serving it.
 */
export const viewRoutes = {
  '/': { route: '/views/home', queryNames: [] },
  // The home page's search form names buy or rent; without it, the buy listing.
  '/properties': { route: '/views/properties', queryNames: ['transaction_type', ...listingQueryNames] },
  '/properties/buy': { route: '/views/properties/buy', queryNames: listingQueryNames, plainValue: { name: 'state_id', pattern: '[1-9][0-9]{0,8}' } },
  '/properties/rent': { route: '/views/properties/rent', queryNames: listingQueryNames, plainValue: { name: 'state_id', pattern: '[1-9][0-9]{0,8}' } },
  '/all_properties': { route: '/views/all_properties', queryNames: ['type', 'page'] },
  '/tipsandguides': { route: '/views/tipsandguides', queryNames: ['page', 'query'], plainValue: { name: 'query', pattern: '(?=.{1,100}$)[A-Za-z0-9]+(?: [A-Za-z0-9]+)*' } },
  // The mortgage guide reads no query; a view only so that the build prerenders nothing.
  '/mortgage': { route: '/views/mortgage', queryNames: [] },
  // The home-services directory's tab and page, and one professional's page by id.
  '/services': { route: '/views/services', queryNames: ['category', 'page'], plainValue: { name: 'category', pattern: '[a-z0-9-]{1,100}' } },
  '/services/categories': { route: '/views/services/categories', queryNames: [] },
  '/home-service-pro/details': { route: '/views/home-service-pro/details', queryNames: ['id'], plainValue: { name: 'id', pattern: '[1-9][0-9]{0,9}' } },
  // The finance landing page reads no query; the payment options keep their tab and calculation in it.
  '/finance': { route: '/views/finance', queryNames: [] },
  // The payment options' tab, the submitted mark and both calculators' fields (checked against lib/forms/finance.ts).
  '/finance/paymentoptions': {
    route: '/views/finance/paymentoptions',
    queryNames: ['tab', 'calculate', 'price', 'down', 'rate', 'years', 'deposit', 'months', 'markup'],
  },
  '/advert/subscription': { route: '/views/advert/subscription', queryNames: [] },
  // The homes compared. A rewrite takes any plain list of up to five ids, in the order given: a
  // pattern cannot compare numbers, and a cached page's redirect is sent with its Location twice. So
  // a list out of order or naming an id twice is a view of its own, the same table.
  '/compare': { route: '/views/compare', queryNames: ['ids'], plainValue: { name: 'ids', pattern: '[1-9][0-9]{0,9}(?:,[1-9][0-9]{0,9}){0,4}' } },
};

/**
 * The login and sign-up pages: one view each, whatever their `?next=` (read in the browser), reached
 * by a rewrite without a session cookie and through proxy.ts with one.
 */
export const signInViewRoutes = { '/login': '/views/login', '/register': '/views/register' };
