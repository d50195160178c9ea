/** The /compare page's query: `ids=1,2,3`, at most four distinct property ids. */
import { COMPARE_MAX } from './browser-list';
import type { SearchParamsRecord } from './listing/filters';

export type CompareIds = { ok: true; ids: number[] } | { ok: false; reason: 'too-many' };

/** Ids in the order given, each once; text that is not an id is dropped. More than four is refused, not cut. */
export function parseCompareIds(param: string | string[] | undefined): CompareIds {
  const ids = [...new Set(idsIn(param))];
  return ids.length > COMPARE_MAX ? { ok: false, reason: 'too-many' } : { ok: true, ids };
}

/** The ids in the query's text, in its order, repeats and all. */
function idsIn(param: string | string[] | undefined): number[] {
  const text = Array.isArray(param) ? param.join(',') : (param ?? '');
  return text.split(',').map((part) => part.trim()).filter((part) => /^[1-9]\d{0,9}$/.test(part)).map(Number);
}

/**
 * The one address of the table a query asks for (lib/cached-views.ts redirects every other spelling to
 * it before the page cache): the ids in ascending order, each once, text that is not an id dropped,
 * so `ids=2,1`, `ids=1,2,1` and `ids=1,x,2` are one cached page. A refused set keeps five of its ids,
 * enough to be refused the same way.
 */
export function compareCanonicalHref(params: SearchParamsRecord): string {
  const ids = [...new Set(idsIn(params.ids))].sort((a, b) => a - b);
  return compareHref(ids.slice(0, COMPARE_MAX + 1));
}

/** The table's address, ids ascending: the order it shows them in, and one address per set of homes. */
export const compareHref = (ids: readonly number[]) => (ids.length === 0 ? '/compare' : `/compare?ids=${[...ids].sort((a, b) => a - b).join(',')}`);

/** A row differs when the homes do not all show the same text in it. */
export const differs = (values: readonly string[]) => new Set(values).size > 1;
