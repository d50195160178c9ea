import { compareCanonicalHref } from '@/lib/compare';
import { allPropertiesHref, parseAllPropertiesFilters } from '@/lib/listing/all-properties';
import { listingHref, parseListingFilters, transactionSearchHref, type SearchParamsRecord } from '@/lib/listing/filters';
import { listingBase } from '@/lib/listing/routes';
import {
  paymentOptionsHref,
  readServiceId,
  readServicesQuery,
  readTipsQuery,
  serviceDetailsHref,
  servicesHref,
  tipsHref,
} from '@/lib/view-queries';
import { NO_QUERY, signInViewRoutes, viewRoutes } from '@/lib/view-routes.mjs';

/**
 * Public pages whose content depends on the query string (listings, tips) would be rendered on
 * every request if they read `searchParams`. Instead each of them is rewritten to an internal route
 * under /views whose last segment is the encoded query, so every distinct view is rendered on demand
 * once and then served from the ISR cache, like a static page. The build prerenders none of them, so
 * it needs no provider, and a provider failure is thrown (never cached): the last good copy keeps
 * being served, or the error boundary offers a retry.
 *
 * Which pages are views, and which query names each reads, is lib/view-routes.mjs. Two ways in,
 * because running proxy.ts costs a cached page more than serving it (docs/quality.md):
 * next.config.mjs rewrites every view's plain URL to its "no query" view, and a query of one name
 * alone with a plain value (a state id, a tips search in words, a services category, a professional's
 * id) to that value's view (`plainValue` in lib/view-routes.mjs); proxy.ts runs only when the
 * query holds another of the names the page reads (its matcher lists them), encoding those names'
 * values into the path (viewQuery). The views' paths are not addresses: next.config.mjs sends a
 * request for one home, as any unknown page. A query of other names only (`?utm_source=…`), or of
 * empty values only (a plain form sent with nothing filled in), is the plain view: the defaults, which
 * is what it means. The home page, which ignores its query, is always its plain view. A query the page
 * would read otherwise than it is written is first redirected to the page's own spelling
 * (canonicalViewHref), so made-up values make no views (docs/security.md).
 */
/**
 * The address of the view a query selects, written the one way the page writes its links: values read
 * as the page reads them, unreadable or default ones left out, names in a fixed order. Every view
 * whose page reads a query has one (lib/cached-views.test.ts checks).
 */
type Canonical = (params: SearchParamsRecord) => string;

const canonicalOf: Readonly<Record<string, Canonical>> = {
  '/properties': (params) => transactionSearchHref(params) ?? listingHref('/properties', parseListingFilters(params, 'BUY')),
  '/properties/buy': (params) => listingHref(listingBase.BUY, parseListingFilters(params, 'BUY')),
  '/properties/rent': (params) => listingHref(listingBase.RENT, parseListingFilters(params, 'RENT')),
  '/all_properties': (params) => allPropertiesHref(parseAllPropertiesFilters(params)),
  '/tipsandguides': (params) => {
    const { page, query } = readTipsQuery(params);
    return tipsHref(page, query);
  },
  '/services': (params) => {
    const { category, page } = readServicesQuery(params);
    return servicesHref(category, page);
  },
  '/home-service-pro/details': (params) => serviceDetailsHref(readServiceId(params)),
  '/finance/paymentoptions': paymentOptionsHref,
  // One view per set of ids, whatever their order or repeats (lib/compare.ts).
  '/compare': compareCanonicalHref,
};

type View = { route: string; queryKeys: readonly string[]; canonical?: Canonical };

/** The views of lib/view-routes.mjs, each with how its page writes its query. */
const views: Readonly<Record<string, View>> = Object.fromEntries(
  Object.entries(viewRoutes).map(([path, { route, queryNames }]) => [path, { route, queryKeys: queryNames, canonical: canonicalOf[path] }]),
);

/** The public paths that have a canonical spelling of their query (for the test that every view reading one has it). */
export const canonicalViewPaths = Object.keys(canonicalOf);

/** Every public path served from a cached view, with the query names that select another view. */
export const cachedViews = Object.entries(views).map(([path, { queryKeys }]) => ({ path, queryKeys }));

/** The internal path a public page is rendered at, or null when it is not a cached view. */
export function cachedViewPath(pathname: string, search: string): string | null {
  const view = views[pathname];
  if (!view) return null;
  const query = viewQuery(search, view.queryKeys);
  return `${view.route}/${query ? encodeURIComponent(query) : NO_QUERY}`;
}

/**
 * Where to send a request for a cached view whose query is not written the way the page writes it
 * (a page number that is not one, a sort the page does not know, an empty field, a value spelt
 * twice, names out of order), or null when it is. Each distinct query is a view rendered and kept in
 * the shared page cache, so the proxy answers these with a redirect before the cache is asked, and a
 * stream of junk values makes no entries. Names the page does not read are kept as they were.
 */
export function canonicalViewHref(pathname: string, search: string): string | null {
  const view = views[pathname];
  if (!view?.canonical) return null;
  const query = viewQuery(search, view.queryKeys);
  const canonical = view.canonical(searchParamsRecord(query));
  const [path, canonicalQuery] = canonical.split('?');
  // Compared as URLSearchParams writes it: a page's links may leave a comma unescaped (`ids=1,2`).
  if (path === pathname && new URLSearchParams(canonicalQuery).toString() === query) return null;
  const target = new URLSearchParams(canonicalQuery);
  for (const [name, value] of new URLSearchParams(search)) if (!view.queryKeys.includes(name)) target.append(name, value);
  return withSearch(path!, target);
}

const withSearch = (path: string, params: URLSearchParams) => (params.size > 0 ? `${path}?${params}` : path);

/**
 * The part of a query that selects the view: the names the page reads, each value kept, in the order
 * given. Other names (a campaign's `utm_source`, the `fbclid` Facebook adds to every click) are left
 * out, so they neither reach the page nor make a view of their own: each distinct view path is rendered
 * and kept in the page cache, and one per click would fill it.
 */
function viewQuery(search: string, queryKeys: readonly string[]): string {
  const query = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (queryKeys.includes(name)) query.append(name, value);
  return query.toString();
}

/**
 * The login and sign-up pages are cached views too, one copy for every `?next=` (read in the browser).
 * A signed-out visitor (no session cookie) reaches it by a rewrite in next.config.mjs; a visitor with a
 * session cookie through proxy.ts, which first sends signed-in ones to the dashboard. Their buttons
 * name the social networks the running server offers: server/page-cache-handler.mjs keeps their cache entries
 * under those networks (the cache outlives a restart and is shared by a cluster).
 */
export const signInViews: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(signInViewRoutes).map(([path, route]) => [path, `${route}/${NO_QUERY}`]),
);

/** The internal path a sign-in page is rendered at; null for other pages. */
export function signInViewPath(pathname: string): string | null {
  return signInViews[pathname] ?? null;
}

export type ViewParams = Promise<{ query: string }>;

/** Whether a view route was reached with no query (the sign-in pages' only view). */
export async function isPlainView(params: ViewParams): Promise<boolean> {
  return (await params).query === NO_QUERY;
}

/** The query a view route was rewritten with, as Next would have given it in `searchParams`. */
export async function viewSearchParams(params: ViewParams): Promise<SearchParamsRecord> {
  const { query } = await params;
  return query === NO_QUERY ? {} : searchParamsRecord(decodeURIComponent(query));
}

/** A query string as Next gives it in `searchParams`: repeated names as lists. */
function searchParamsRecord(query: string): SearchParamsRecord {
  const record: SearchParamsRecord = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const existing = record[name];
    record[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return record;
}
