import { SEARCH_PAGE_LIMIT } from './fields';

/**
 * A public search counts its listings up to this many; past it the count reads "10,000+". An exact
 * count reads every match on each page view, which grows with the market, and nobody pages that far.
 */
export const SEARCH_COUNT_CAP = 10_000;

/** The contract's PageMeta, in the shape Laravel-style paginators use. */
export type PageMeta = {
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  total: number;
  /** Extension, only when true: `total` is a lower bound ("10,000+"), the search counts no further. */
  total_capped?: true;
};

export type PageRequest = { page: number; per_page: number };

export const offsetOf = ({ page, per_page }: PageRequest) => (page - 1) * per_page;

/** `from`/`to` are 1-based positions of the rows on this page; null when the page is empty. */
export function pageMeta(request: PageRequest, rowsOnPage: number, total: number): PageMeta {
  const offset = offsetOf(request);
  return {
    current_page: request.page,
    last_page: Math.max(1, Math.ceil(total / request.per_page)),
    per_page: request.per_page,
    from: rowsOnPage > 0 ? offset + 1 : null,
    to: rowsOnPage > 0 ? offset + rowsOnPage : null,
    total,
  };
}

/**
 * A public search's PageMeta, from a count stopped past SEARCH_COUNT_CAP (`counted` is then the cap
 * plus one): the total reads as the cap and `total_capped`, and the pages end at SEARCH_PAGE_LIMIT.
 */
export function searchPageMeta(request: PageRequest, rowsOnPage: number, counted: number): PageMeta {
  const meta = pageMeta(request, rowsOnPage, Math.min(counted, SEARCH_COUNT_CAP));
  const capped = counted > SEARCH_COUNT_CAP ? { total_capped: true as const } : {};
  return { ...meta, last_page: Math.min(meta.last_page, SEARCH_PAGE_LIMIT), ...capped };
}
