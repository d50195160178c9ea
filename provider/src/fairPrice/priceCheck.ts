import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { properties, towns, type TransactionType } from '../db/schema';
import { countedListings, hasArea, perSquareMetre, perSquareMetreSql, priceSql, spreadColumns, spreadOf } from './comparables';

/**
 * Provider extension (docs/provider-contract.md, "Fair-price check"): where a listing's price stands
 * among the other listings of its town that search shows (on the market, confirmed, not hidden by
 * staff). A sale is compared by its price per square metre with sales of the same property type that
 * give an area; a rent by its annual rent with rents of the same property type and bedrooms.
 */
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

/** The comparables of a sale (price per m²) or a rent (annual rent), other than the listing itself. */
function comparison(listing: Listing): { measure: SQL; where: SQL } {
  const common = and(
    eq(properties.townId, listing.townId ?? -1),
    eq(properties.transactionType, listing.transactionType),
    eq(properties.propertyTypeId, listing.propertyTypeId),
    ne(properties.id, listing.id),
  )!;
  if (listing.transactionType === 'BUY') {
    return { measure: perSquareMetreSql, where: and(common, hasArea())! };
  }
  return { measure: priceSql, where: and(common, eq(properties.bedrooms, listing.bedrooms))! };
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
  const [row] = await db
    .select({ comparables: sql<number>`count(*)`.mapWith(Number), ...spreadColumns(measure) })
    .from(properties)
    .where(and(where, countedListings(now, { townScope: eq(properties.townId, listing.townId), sameBedrooms: !isSale })));
  const comparables = row?.comparables ?? 0;
  // Fewer than five say too little about a town's prices: no figure at all.
  const spread = spreadOf(comparables, row);
  return {
    basis: isSale ? 'price_per_sqm' : 'annual_rent',
    town,
    bedrooms: isSale ? null : listing.bedrooms,
    comparables,
    median: spread?.median ?? null,
    lower_quartile: spread?.lower_quartile ?? null,
    upper_quartile: spread?.upper_quartile ?? null,
    value,
    difference_percent: spread && spread.median > 0 ? Math.round(((value - spread.median) / spread.median) * 100) : null,
  };
}
