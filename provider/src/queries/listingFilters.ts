import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../db/client';
import { properties } from '../db/schema';
import { integerCount, nairaBound, positiveId, transactionType } from '../http/fields';
import { freshnessClock } from '../clock';
import { LIVING_FILTERS, type LivingFilter } from './livingFilters';
import { listedInSearch } from './propertyCards';
import { ownerResponsive } from './responsiveness';
import { ownerVerified } from './verification';

/** A filter that is on (`1`) or off (`0` or absent). */
const onOff = z
  .enum(['0', '1', 'true', 'false'], { error: 'Must be 1 or 0' })
  .transform((value) => value === '1' || value === 'true')
  .optional();

/**
 * The listings search's filters: the public listings call reads them from its query, and a saved
 * search keeps them as that same query, so an alert matches exactly what the listing would show. Every
 * value is bounded by its column's type, so a query that passes here never fails in the database.
 */
export const listingFilterFields = {
  transaction_type: transactionType.default('BUY'),
  property_type_id: positiveId.optional(),
  property_category_id: positiveId.optional(),
  state_id: positiveId.optional(),
  min_price: nairaBound.optional(),
  max_price: nairaBound.optional(),
  no_bedroom: integerCount.optional(),
  no_bathroom: integerCount.optional(),
  no_toilet: integerCount.optional(),
  no_car_parking: integerCount.optional(),
  /** Contract extension: only listings whose owner staff verified (`1`); `0` or absent lists all. */
  verified_only: onOff,
  /** Contract extension: only listings whose owner has the "Responsive" badge (`1`). */
  responsive_only: onOff,
  /** Contract extension ("Living here"): only homes whose owner stated that fact so (livingFilters.ts). */
  band_a_or_b: onOff,
  prepaid_meter: onOff,
  no_flooding: onOff,
  water_on_site: onOff,
} satisfies Record<LivingFilter, z.ZodType> & Record<string, z.ZodType>;

type FilterShape = { min_price?: number; max_price?: number };
export const priceRangeInOrder = (q: FilterShape) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price;
export const PRICE_RANGE_ERROR = { message: 'Must not be below the minimum price', path: ['max_price'] };

export const listingFilters = z.object(listingFilterFields).refine(priceRangeInOrder, PRICE_RANGE_ERROR);
export type ListingFilters = z.output<typeof listingFilters>;

/** How a filter's value is kept in a saved search's `filters` (JSON), so SQL reads it back as its column's type. */
type StoredAs = 'text' | 'integer' | 'bigint' | 'flag';
type FilterRule = { storedAs: StoredAs; keeps: (value: SQL) => SQL };

/**
 * The one rule of each filter: which listings its value keeps. A search applies it to the value it was
 * given; the instant alerts apply it to every saved search's stored value at once, in SQL. Each counter
 * means "at least"; a flag keeps only what it names when on, and every listing when off.
 */
const FILTER_RULES: Record<keyof ListingFilters, FilterRule> = {
  transaction_type: { storedAs: 'text', keeps: (value) => sql`${properties.transactionType} = ${value}` },
  property_type_id: { storedAs: 'integer', keeps: (value) => sql`${properties.propertyTypeId} = ${value}` },
  property_category_id: { storedAs: 'integer', keeps: (value) => sql`${properties.propertyCategoryId} = ${value}` },
  state_id: { storedAs: 'integer', keeps: (value) => sql`${properties.stateId} = ${value}` },
  min_price: { storedAs: 'bigint', keeps: (value) => sql`${properties.price} >= ${value}` },
  max_price: { storedAs: 'bigint', keeps: (value) => sql`${properties.price} <= ${value}` },
  no_bedroom: { storedAs: 'integer', keeps: (value) => sql`${properties.bedrooms} >= ${value}` },
  no_bathroom: { storedAs: 'integer', keeps: (value) => sql`${properties.bathrooms} >= ${value}` },
  no_toilet: { storedAs: 'integer', keeps: (value) => sql`${properties.toilets} >= ${value}` },
  no_car_parking: { storedAs: 'integer', keeps: (value) => sql`${properties.carParking} >= ${value}` },
  verified_only: { storedAs: 'flag', keeps: () => ownerVerified() },
  responsive_only: { storedAs: 'flag', keeps: () => ownerResponsive(freshnessClock.now()) },
  band_a_or_b: { storedAs: 'flag', keeps: LIVING_FILTERS.band_a_or_b },
  prepaid_meter: { storedAs: 'flag', keeps: LIVING_FILTERS.prepaid_meter },
  no_flooding: { storedAs: 'flag', keeps: LIVING_FILTERS.no_flooding },
  water_on_site: { storedAs: 'flag', keeps: LIVING_FILTERS.water_on_site },
};

const FILTER_NAMES = Object.keys(FILTER_RULES) as (keyof ListingFilters)[];

/** The conditions of the filters given (a flag that is off adds none). */
export function filterConditions(f: ListingFilters): SQL | undefined {
  return and(
    ...FILTER_NAMES.map((name) => {
      const value = f[name];
      return value === undefined || value === false ? undefined : FILTER_RULES[name].keeps(sql`${value}`);
    }),
  );
}

/**
 * The same conditions for filters stored as JSON (`filtersOfQuery`'s output) in the column or
 * expression `stored`: a filter absent from it, or a flag off, keeps every listing.
 */
export function storedFilterConditions(stored: SQL | PgColumn): SQL {
  return and(
    ...FILTER_NAMES.map((name) => {
      const { storedAs, keeps } = FILTER_RULES[name];
      const field = sql`(${stored} ->> ${sql.raw(`'${name}'`)})`;
      if (storedAs === 'flag') return sql`(coalesce(${field}::boolean, false) = false or ${keeps(field)})`;
      return sql`(${field} is null or ${keeps(sql`${field}::${sql.raw(storedAs)}`)})`;
    }),
  )!;
}

/** A saved search's query (the listings URL's, without `?`) checked as filters; other keys (page, page_type) are ignored. */
export const parseFilterQuery = (query: string) => listingFilters.safeParse(Object.fromEntries(new URLSearchParams(query)));

/** A saved search's query read as filters, or null when it does not read as them. */
export function filtersOfQuery(query: string): ListingFilters | null {
  const parsed = parseFilterQuery(query);
  return parsed.success ? parsed.data : null;
}

export type MatchedListing = { id: number; name: string; address: string; price: number };

/**
 * The listings among `among` (a condition on properties) that the search with these filters shows now,
 * newest first: what an alert announces is what the listing page would list, so a listing staff hid,
 * let or sold, or out of search for want of confirmation is never mailed.
 */
export function listingsMatching(db: Database, filters: ListingFilters, among: SQL | undefined): Promise<MatchedListing[]> {
  return db
    .select({ id: properties.id, name: properties.name, address: properties.address, price: properties.price })
    .from(properties)
    .where(and(among, filterConditions(filters), listedInSearch(freshnessClock.now())))
    .orderBy(properties.createdAt);
}
