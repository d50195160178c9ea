/**
 * How the tips, services, professional and payment-options pages read their query, shared by each
 * page and by lib/cached-views.ts, which sends a query written any other way to the way these write it
 * before the page cache is asked (one spelling per view, so junk values make no views of their own).
 */
import { instalmentCalculatorNames, mortgageCalculatorNames } from '@/lib/forms/finance';
import type { SearchParamsRecord } from '@/lib/listing/filters';
import { readPageNumber } from '@/lib/pagination';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

function withQuery(base: string, entries: [string, string | undefined][]): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** Tips and guides: `?query=rent&page=2`, a page of at least 1 and a trimmed search of at most 100 characters. */
export function readTipsQuery(params: SearchParamsRecord): { page: number; query: string } {
  return { page: readPageNumber(params.page) ?? 1, query: first(params.query).trim().slice(0, 100).trim() };
}

export function tipsHref(page: number, query: string): string {
  return withQuery('/tipsandguides', [['query', query], ['page', page > 1 ? String(page) : undefined]]);
}

/** A services category's slug as links write it; any other text names no category (the page answers 404). */
const SLUG = /^[a-z0-9-]{1,100}$/;

/** The services directory: `?category=<slug>&page=2`. A category that is not a slug is kept for the page to refuse. */
export function readServicesQuery(params: SearchParamsRecord): { category: string | null; page: number } {
  return { category: first(params.category) || null, page: readPageNumber(params.page) ?? 1 };
}

export function servicesHref(category: string | null, page: number): string {
  return withQuery('/services', [['category', category && SLUG.test(category) ? category : undefined], ['page', page > 1 ? String(page) : undefined]]);
}

/** A professional's id as links write it (`?id=6`), else undefined (the page answers 404). */
export function readServiceId(params: SearchParamsRecord): number | undefined {
  const value = first(params.id);
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

export function serviceDetailsHref(id: number | undefined): string {
  return withQuery('/home-service-pro/details', [['id', id === undefined ? undefined : String(id)]]);
}

/**
 * Payment options: the tab (`mortgage` or `instalment`; anything else is the mortgage tab),
 * `calculate=1` for a submitted calculation, and that tab's calculator fields as typed, empty ones too
 * (the form sends them all, in this order, and shows them back with a message when one is refused).
 * Fields of the other tab and other values of `tab` and `calculate` change nothing on the page.
 */
export function paymentOptionsHref(params: SearchParamsRecord): string {
  const tab = first(params.tab);
  const fields: readonly string[] = tab === 'instalment' ? instalmentCalculatorNames : mortgageCalculatorNames;
  const query = new URLSearchParams();
  if (tab === 'mortgage' || tab === 'instalment') query.set('tab', tab);
  if (first(params.calculate) === '1') query.set('calculate', '1');
  for (const name of fields) if (params[name] !== undefined) query.set(name, first(params[name]));
  const search = query.toString();
  return search ? `/finance/paymentoptions?${search}` : '/finance/paymentoptions';
}
