/**
 * Pagination maths for listing pages (page count rounded up, 2 margin pages,
 * a range of 5). Pages are numbered from 1.
 */

/** Number of pages for `total` items, `perPage` a page: 0 when there is nothing to show. */
export function pageCount(total: number, perPage: number): number {
  if (!(total > 0) || !(perPage > 0)) return 0;
  return Math.ceil(total / perPage);
}

export type PageItem = number | 'ellipsis';
export type PageItemsOptions = { marginPages?: number; range?: number };

/**
 * The page links to show, in the manner of react-paginate: the first and last `marginPages` pages,
 * a window of `range` pages around `current`, and 'ellipsis' where pages are left out; every page
 * when they all fit in that room. A gap of a single page shows that page instead of an ellipsis,
 * which takes the same room and says more.
 */
export function pageItems(current: number, count: number, { marginPages = 2, range = 5 }: PageItemsOptions = {}): PageItem[] {
  if (count <= 0) return [];
  const allPages = Array.from({ length: count }, (_, index) => index + 1);
  if (count <= range + 2 * marginPages) return allPages;
  const page = Math.min(Math.max(Math.trunc(current) || 1, 1), count);

  const shown = new Set<number>();
  for (let margin = 1; margin <= Math.min(marginPages, count); margin += 1) {
    shown.add(margin);
    shown.add(count - margin + 1);
  }
  const windowSize = Math.min(Math.max(range, 1), count);
  const windowStart = Math.min(Math.max(page - Math.floor((windowSize - 1) / 2), 1), count - windowSize + 1);
  for (let n = windowStart; n < windowStart + windowSize; n += 1) shown.add(n);

  const items: PageItem[] = [];
  let previous = 0;
  // `count + 1` closes the list, so a gap after the last shown page is marked too.
  for (const n of [...[...shown].sort((a, b) => a - b), count + 1]) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('ellipsis');
    if (n <= count) items.push(n);
    previous = n;
  }
  return items;
}

export type ResultRangeMeta = {
  total: number;
  total_capped?: true;
  from?: number | null;
  to?: number | null;
  current_page?: number;
  per_page?: number;
};

const count = new Intl.NumberFormat('en-NG');

/**
 * 'Displaying {from} - {to} results of {total}' for a page meta ('of 10,000+' when the search counted
 * no further); '' when there are no results.
 * `from`/`to` are computed from the page and page size when the provider leaves them null.
 */
export function resultRange(meta: ResultRangeMeta): string {
  const { total } = meta;
  if (!(total > 0)) return '';
  const perPage = meta.per_page && meta.per_page > 0 ? meta.per_page : total;
  const currentPage = meta.current_page && meta.current_page > 0 ? meta.current_page : 1;
  const from = meta.from ?? Math.min((currentPage - 1) * perPage + 1, total);
  const to = meta.to ?? Math.min(currentPage * perPage, total);
  return `Displaying ${count.format(from)} - ${count.format(to)} results of ${count.format(total)}${meta.total_capped ? '+' : ''}`;
}

/**
 * The highest page number a URL may name. Every page a URL names is a view of its own in the page
 * cache (lib/cached-views.ts), so a number past this is read as no page (the first), not rendered.
 */
export const MAX_PAGE = 10_000;

/** A page number from a URL: a whole number from 1 to MAX_PAGE in plain digits, else undefined. */
export function readPageNumber(value: string | string[] | undefined): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text || !/^\d{1,5}$/.test(text)) return undefined;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : undefined;
}

/**
 * Whether `page` is past the last of a list whose first page's `meta` says which page is last. A
 * page past the first is checked this way, against the first page's read (which its own view caches),
 * before asking for it: a made-up page number then costs no read, and no cache entry, of its own.
 */
export function isPastLastPage(page: number, meta: { last_page: number } | undefined): boolean {
  return page > 1 && meta !== undefined && page > Math.max(1, meta.last_page);
}

/** The list has pages past its last listed one: a search's pages end before its results do. */
export function pagesBeyondLast(meta: { total: number; per_page: number; last_page: number; total_capped?: true }): boolean {
  return meta.total_capped === true || pageCount(meta.total, meta.per_page) > meta.last_page;
}
