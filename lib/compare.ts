/** The /compare page's query: `ids=1,2,3`, at most four distinct property ids (issue 19 §2). */
import { COMPARE_MAX } from './browser-list';

export type CompareIds = { ok: true; ids: number[] } | { ok: false; reason: 'too-many' };

/** Ids in the order given, each once; text that is not an id is dropped. More than four is refused, not cut. */
export function parseCompareIds(param: string | string[] | undefined): CompareIds {
  const text = Array.isArray(param) ? param.join(',') : (param ?? '');
  const ids = [...new Set(text.split(',').map((part) => part.trim()).filter((part) => /^[1-9]\d{0,9}$/.test(part)).map(Number))];
  return ids.length > COMPARE_MAX ? { ok: false, reason: 'too-many' } : { ok: true, ids };
}

export const compareHref = (ids: readonly number[]) => (ids.length === 0 ? '/compare' : `/compare?ids=${ids.join(',')}`);

/** A row differs when the homes do not all show the same text in it. */
export const differs = (values: readonly string[]) => new Set(values).size > 1;
