import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { properties } from '../db/schema';
import { integerCount, nairaBound, positiveId, transactionType } from '../http/fields';
import { freshnessClock } from '../clock';
import { livingFilterConditions, type LivingFilter } from './livingFilters';
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

/** A condition only for a filter that was given. */
const when = <T>(value: T | undefined, condition: (value: T) => SQL) =>
  value === undefined ? undefined : condition(value);

/** Each counter means "at least"; absent filters add no condition. */
export function filterConditions(f: ListingFilters): SQL | undefined {
  return and(
    eq(properties.transactionType, f.transaction_type),
    when(f.property_type_id, (id) => eq(properties.propertyTypeId, id)),
    when(f.property_category_id, (id) => eq(properties.propertyCategoryId, id)),
    when(f.state_id, (id) => eq(properties.stateId, id)),
    when(f.min_price, (price) => gte(properties.price, price)),
    when(f.max_price, (price) => lte(properties.price, price)),
    when(f.no_bedroom, (rooms) => gte(properties.bedrooms, rooms)),
    when(f.no_bathroom, (rooms) => gte(properties.bathrooms, rooms)),
    when(f.no_toilet, (rooms) => gte(properties.toilets, rooms)),
    when(f.no_car_parking, (spaces) => gte(properties.carParking, spaces)),
    f.verified_only ? ownerVerified() : undefined,
    f.responsive_only ? ownerResponsive(freshnessClock.now()) : undefined,
    livingFilterConditions(f),
  );
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
