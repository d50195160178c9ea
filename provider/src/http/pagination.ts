/** The contract's PageMeta, in the shape Laravel-style paginators use. */
export type PageMeta = {
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  total: number;
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
