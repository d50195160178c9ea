import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { properties, towns, type TransactionType } from '../db/schema';
import { inSearch } from '../freshness/freshness';
import { visibleListing } from '../queries/propertyCards';

/**
 * Provider extension (docs/provider-contract.md, "Fair-price check"): where a listing's price stands
 * among the other listings of its town that search shows (on the market, confirmed, not hidden by
 * staff). A sale is compared by its price per square metre with sales of the same property type that
 * give an area; a rent by its annual rent with rents of the same property type and bedrooms.
 */
export const MIN_COMPARABLES = 5;
const SQUARE_FEET_PER_SQUARE_METRE = 10.7639;

export type PriceCheck = {
  basis: 'price_per_sqm' | 'annual_rent';
  town: { id: number; name: string };
  bedrooms: number | null;
  comparables: number;
  median: number | null;
  lower_quartile: number | null;
  upper_quartile: number | null;
  value: number | null;
  difference_percent: number | null;
};

type Listing = {
  id: number;
  price: number;
  transactionType: TransactionType;
  townId: number | null;
  propertyTypeId: number;
  bedrooms: number;
  squareFeet: number | null;
};

/** Naira per square metre of a price over an area stored in square feet. */
export const perSquareMetre = (price: number, squareFeet: number) => Math.round((price * SQUARE_FEET_PER_SQUARE_METRE) / squareFeet);
const perSquareMetreSql = sql`${properties.price}::float8 * ${SQUARE_FEET_PER_SQUARE_METRE} / ${properties.squareFeet}`;

/** The comparables of a sale (price per m²) or a rent (annual rent), other than the listing itself. */
function comparison(listing: Listing): { measure: SQL; where: SQL } {
  const common = and(
    eq(properties.townId, listing.townId ?? -1),
    eq(properties.transactionType, listing.transactionType),
    eq(properties.propertyTypeId, listing.propertyTypeId),
    ne(properties.id, listing.id),
  )!;
  if (listing.transactionType === 'BUY') {
    return { measure: perSquareMetreSql, where: and(common, isNotNull(properties.squareFeet), sql`${properties.squareFeet} > 0`)! };
  }
  return { measure: sql`${properties.price}::float8`, where: and(common, eq(properties.bedrooms, listing.bedrooms))! };
}

/** Null when the listing has no town, or is a sale without an area (there is nothing to compare). */
export async function priceCheck(db: Database, listing: Listing, now: Date): Promise<PriceCheck | null> {
  if (listing.townId === null) return null;
  const isSale = listing.transactionType === 'BUY';
  const value = isSale ? (listing.squareFeet && listing.squareFeet > 0 ? perSquareMetre(listing.price, listing.squareFeet) : null) : listing.price;
  if (value === null) return null;
  const [town] = await db.select({ id: towns.id, name: towns.name }).from(towns).where(eq(towns.id, listing.townId));
  if (!town) return null;
  const { measure, where } = comparison(listing);
  const quantile = (fraction: number) => sql<number | null>`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${measure})`.mapWith((v) => (v === null ? null : Math.round(Number(v))));
  const [row] = await db
    .select({
      comparables: sql<number>`count(*)`.mapWith(Number),
      median: quantile(0.5),
      lowerQuartile: quantile(0.25),
      upperQuartile: quantile(0.75),
    })
    .from(properties)
    .where(and(where, inSearch(now), visibleListing()));
  const comparables = row?.comparables ?? 0;
  const enough = comparables >= MIN_COMPARABLES && row?.median;
  return {
    basis: isSale ? 'price_per_sqm' : 'annual_rent',
    town,
    bedrooms: isSale ? null : listing.bedrooms,
    comparables,
    // Fewer than five say too little about a town's prices: no figure at all.
    median: enough ? row.median : null,
    lower_quartile: enough ? row.lowerQuartile : null,
    upper_quartile: enough ? row.upperQuartile : null,
    value,
    difference_percent: enough ? Math.round(((value - row.median!) / row.median!) * 100) : null,
  };
}
