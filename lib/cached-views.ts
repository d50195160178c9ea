import type { SearchParamsRecord } from '@/lib/listing/filters';

/**
 * Public pages whose content depends on the query string (listings, tips) would be rendered on
 * every request if they read `searchParams`. Instead proxy.ts rewrites each of them to an internal
 * route under /views whose last segment is the encoded query, so every distinct view is rendered on
 * demand once and then served from the ISR cache, like a static page. The build prerenders none of
 * them, so it needs no provider, and a provider failure is thrown (never cached): the last good copy
 * keeps being served, or the error boundary offers a retry. The home page, which ignores its query,
 * is rewritten to /views/home/- by next.config.mjs instead: no proxy run for the busiest page.
 */
const viewRoutes: Record<string, string> = {
  '/properties': '/views/properties',
  '/properties/buy': '/views/properties/buy',
  '/properties/rent': '/views/properties/rent',
  '/all_properties': '/views/all_properties',
  '/tipsandguides': '/views/tipsandguides',
};

/** The segment standing for "no query". */
const NO_QUERY = '-';

export const cachedViewPaths = Object.keys(viewRoutes);

/** The internal path a public page is rendered at, or null when it is not a cached view. */
export function cachedViewPath(pathname: string, search: string): string | null {
  const view = viewRoutes[pathname];
  if (!view) return null;
  const query = search.replace(/^\?/, '');
  return `${view}/${query ? encodeURIComponent(query) : NO_QUERY}`;
}

export type ViewParams = Promise<{ query: string }>;

/** The query a view route was rewritten with, as Next would have given it in `searchParams`. */
export async function viewSearchParams(params: ViewParams): Promise<SearchParamsRecord> {
  const { query } = await params;
  const record: SearchParamsRecord = {};
  if (query === NO_QUERY) return record;
  for (const [name, value] of new URLSearchParams(decodeURIComponent(query))) {
    const existing = record[name];
    record[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return record;
}
