/**
 * Listing filters in the URL (every filter, tab and page lives in the URL, so a listing can be shared and cached). The URL uses
 * the provider's own parameter names, so a shared link reads the same as the call it makes. Values
 * equal to a default and empty values are left out of URLs; the listing's defaults are
 * applied when the provider is called.
 */
import { z } from 'zod';
import { livingFilters, type LivingFilter } from '@/lib/vst/living-facts';
import { transactionTypeSchema, type filterPropertiesQuerySchema, type TransactionType } from '@/lib/vst/property';
import { readPageNumber } from '@/lib/pagination';
import { listingBase } from './routes';

export const pageTypes = ['most_recent', 'highest_price', 'lowest_price'] as const;
export type PageType = (typeof pageTypes)[number];

export const listingDefaults = {
  minPrice: 1000,
  maxPrice: 1_000_000_000,
  pageType: 'most_recent',
  page: 1,
} as const satisfies Partial<ListingFilters>;

/** Counters mean "at least" at the provider, so they are sent only once the visitor has set them. */
export const counterNames = ['no_bedroom', 'no_bathroom', 'no_toilet', 'no_car_parking'] as const;
export type CounterName = (typeof counterNames)[number];
/** The highest count the filters offer (CounterField); a URL asking for more reads as unset. */
export const COUNTER_MAX = 10;

export type ListingFilters = {
  transactionType: TransactionType;
  pageType: PageType;
  page: number;
  minPrice: number;
  maxPrice: number;
  propertyTypeId?: number;
  propertyCategoryId?: number;
  stateId?: number;
  counters: Partial<Record<CounterName, number>>;
  /** Only listings of advertisers staff verified (`verified_only=1`). */
  verifiedOnly: boolean;
  /** Only listings of advertisers with the "Responsive" badge (`responsive_only=1`). */
  responsiveOnly: boolean;
  /** The living-fact filters set (`band_a_or_b=1`, …), in the order of `livingFilters`. */
  living: LivingFilter[];
};

/** What Next hands a page as `searchParams`. */
export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** PostgreSQL's `integer`, the type of the provider's ids and counts: a larger value fails its query. */
export const INTEGER_MAX = 2_147_483_647;

// Bounded, so that every value read is written back in plain digits (a huge number would come back as
// `1e+21`): the URL's query is the page cache's key (lib/cached-views.ts), one value one spelling.
export const filterIdSchema = z.coerce.number().int().positive().max(INTEGER_MAX);
export const filterAmountSchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const count = z.coerce.number().int().min(0).max(COUNTER_MAX);

/** A lenient reading: a value that does not parse is treated as absent (the default), never an error. */
function read<Schema extends z.ZodType>(params: SearchParamsRecord, name: string, schema: Schema): z.output<Schema> | undefined {
  const raw = params[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function parseListingFilters(params: SearchParamsRecord, transactionType: TransactionType): ListingFilters {
  const counters: ListingFilters['counters'] = {};
  for (const name of counterNames) {
    const value = read(params, name, count);
    if (value !== undefined) counters[name] = value;
  }
  let minPrice = read(params, 'min_price', filterAmountSchema) ?? listingDefaults.minPrice;
  let maxPrice = read(params, 'max_price', filterAmountSchema) ?? listingDefaults.maxPrice;
  // The provider refuses a minimum above the maximum; a visitor who typed them the wrong way round
  // means the range between them.
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    transactionType,
    pageType: read(params, 'page_type', z.enum(pageTypes)) ?? listingDefaults.pageType,
    page: readPageNumber(params.page) ?? listingDefaults.page,
    minPrice,
    maxPrice,
    propertyTypeId: read(params, 'property_type_id', filterIdSchema),
    propertyCategoryId: read(params, 'property_category_id', filterIdSchema),
    stateId: read(params, 'state_id', filterIdSchema),
    counters,
    // Only `1` turns it on; any other value reads as unset, so one query means one view.
    verifiedOnly: read(params, 'verified_only', z.literal('1')) === '1',
    responsiveOnly: read(params, 'responsive_only', z.literal('1')) === '1',
    living: livingFilters.filter((name) => read(params, name, z.literal('1')) === '1'),
  };
}

/**
 * Where a search sent to `/properties` belongs: the buy or rent listing with the search's filters
 * (empty fields dropped), or null when it names no transaction type (the plain buy listing).
 */
export function transactionSearchHref(params: SearchParamsRecord): string | null {
  const { transaction_type: requested, ...rest } = params;
  if (requested === undefined) return null;
  const transactionType = transactionTypeSchema.catch('BUY').parse(Array.isArray(requested) ? requested[0] : requested);
  return listingHref(listingBase[transactionType], parseListingFilters(rest, transactionType));
}

/** The provider query for a view: defaults filled in, counters only when set. */
export function providerQuery(filters: ListingFilters, perPage?: number): z.output<typeof filterPropertiesQuerySchema> {
  return {
    transaction_type: filters.transactionType,
    page_type: filters.pageType,
    page: filters.page,
    min_price: filters.minPrice,
    max_price: filters.maxPrice,
    property_type_id: filters.propertyTypeId,
    property_category_id: filters.propertyCategoryId,
    state_id: filters.stateId,
    ...filters.counters,
    ...(filters.verifiedOnly ? { verified_only: 1 as const } : {}),
    ...(filters.responsiveOnly ? { responsive_only: 1 as const } : {}),
    ...Object.fromEntries(filters.living.map((name) => [name, 1 as const])),
    ...(perPage ? { per_page: perPage } : {}),
  };
}

/** The URL query of a view: only what differs from the defaults, in a fixed order. */
export function listingSearchParams(filters: ListingFilters): URLSearchParams {
  const entries: [string, number | string | undefined][] = [
    ['property_type_id', filters.propertyTypeId],
    ['property_category_id', filters.propertyCategoryId],
    ['state_id', filters.stateId],
    ['min_price', filters.minPrice === listingDefaults.minPrice ? undefined : filters.minPrice],
    ['max_price', filters.maxPrice === listingDefaults.maxPrice ? undefined : filters.maxPrice],
    ...counterNames.map((name): [string, number | undefined] => [name, filters.counters[name]]),
    ['verified_only', filters.verifiedOnly ? 1 : undefined],
    ['responsive_only', filters.responsiveOnly ? 1 : undefined],
    ...livingFilters.map((name): [string, number | undefined] => [name, filters.living.includes(name) ? 1 : undefined]),
    ['page_type', filters.pageType === listingDefaults.pageType ? undefined : filters.pageType],
    ['page', filters.page === listingDefaults.page ? undefined : filters.page],
  ];
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (value !== undefined) params.set(name, String(value));
  return params;
}

/**
 * The link to a view: `filters` with `overrides` applied. A change of anything but the page starts
 * again at page 1, since the old page number belongs to another result set.
 */
export function listingHref(base: string, filters: ListingFilters, overrides: Partial<ListingFilters> = {}): string {
  const page = overrides.page ?? (Object.keys(overrides).length > 0 ? listingDefaults.page : filters.page);
  return withQuery(base, listingSearchParams({ ...filters, ...overrides, page }));
}

/** Search engines index property type, state and page; every other filter canonicalises to those. */
export function canonicalHref(base: string, filters: ListingFilters): string {
  const params = new URLSearchParams();
  if (filters.propertyTypeId) params.set('property_type_id', String(filters.propertyTypeId));
  if (filters.stateId) params.set('state_id', String(filters.stateId));
  if (filters.page !== listingDefaults.page) params.set('page', String(filters.page));
  return withQuery(base, params);
}

/**
 * The clean URL of a request whose query holds empty, default, unknown or unreadable values (a plain
 * GET form sends every field), or null when the query is already clean. Redirecting there keeps one
 * URL per view.
 */
export function cleanListingHref(base: string, params: SearchParamsRecord, filters: ListingFilters): string | null {
  const clean = listingSearchParams(filters);
  return toURLSearchParams(params).toString() === clean.toString() ? null : withQuery(base, clean);
}

/** Next's `searchParams` record as URLSearchParams, every value of a repeated name kept. */
export function toURLSearchParams(params: SearchParamsRecord): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) query.append(name, item);
  }
  return query;
}

/** `base` with the query, or `base` alone when the query is empty. */
export function withQuery(base: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
