/**
 * The dashboard's tabs, sub-tabs and pages live in the URL (`/dashboard?view=properties&type=purchased&page=2`),
 * so reload, back and shared links all land on the same view. Unknown or missing values fall back to
 * the defaults rather than failing.
 */

export const dashboardViews = ['properties', 'wishlist', 'enquiries', 'inspections', 'searches', 'finance', 'profile', 'adverts'] as const;
export type DashboardView = (typeof dashboardViews)[number];

/** `profile/myProperties` page_type: which of the user's properties to list. */
export const propertyRelations = ['all', 'interested', 'purchased', 'uploaded'] as const;
export type PropertyRelation = (typeof propertyRelations)[number];

/** `profile/myWishlist` page_type: most_recent is the saved date. */
export const wishlistSorts = ['most_recent', 'highest_price', 'lowest_price'] as const;
export type WishlistSort = (typeof wishlistSorts)[number];

export type DashboardState =
  | { view: 'properties'; type: PropertyRelation; page: number }
  | { view: 'wishlist'; sort: WishlistSort; page: number }
  | { view: 'enquiries'; page: number }
  | { view: 'inspections' | 'searches' | 'finance' | 'profile' | 'adverts' };

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function oneOf<Values extends readonly string[]>(values: Values, value: string | undefined, fallback: Values[number]): Values[number] {
  return values.includes(value ?? '') ? (value as Values[number]) : fallback;
}

/** A whole page number from 1 up; anything else is page 1. */
export function parsePage(value: string | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(Number(value), 1);
}

export function parseDashboardState(params: SearchParams): DashboardState {
  const view = oneOf(dashboardViews, first(params.view), 'properties');
  const page = parsePage(first(params.page));
  if (view === 'properties') return { view, type: oneOf(propertyRelations, first(params.type), 'all'), page };
  if (view === 'wishlist') return { view, sort: oneOf(wishlistSorts, first(params.sort), 'most_recent'), page };
  if (view === 'enquiries') return { view, page };
  return { view };
}

/** The URL of a dashboard view; page 1 is left out so each view has one address. */
export function dashboardHref(state: DashboardState): string {
  const query = new URLSearchParams({ view: state.view });
  if (state.view === 'properties') query.set('type', state.type);
  if (state.view === 'wishlist') query.set('sort', state.sort);
  if ('page' in state && state.page > 1) query.set('page', String(state.page));
  return `/dashboard?${query}`;
}

/** The address of a tab's first view: its default sub-tab, page 1. */
export function tabHref(view: DashboardView): string {
  return dashboardHref(parseDashboardState({ view }));
}
