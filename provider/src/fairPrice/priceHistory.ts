import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { properties, propertyPriceChanges } from '../db/schema';

/** How long a price cut keeps a card's "Reduced" badge. */
export const REDUCED_FOR_DAYS = 30;

/**
 * When the listing's latest price change was a cut, if it was in the last 30 days; else null. A
 * correlated subquery, so every card query can carry it.
 */
export const priceReducedAt = () =>
  sql<string | null>`(
    select latest.changed_at from (
      select h.changed_at, h.price, lag(h.price) over (order by h.changed_at, h.id) as before,
        row_number() over (order by h.changed_at desc, h.id desc) as newest
      from ${propertyPriceChanges} h where h.property_id = ${properties.id}
    ) latest
    where latest.newest = 1 and latest.before > latest.price and latest.changed_at > now() - interval '${sql.raw(String(REDUCED_FOR_DAYS))} days'
  )`.mapWith((value: Date | string | null) => (value === null ? null : new Date(value).toISOString()));

/** Every price the listing has asked, oldest first. */
export function findPriceHistory(db: Database, propertyId: number) {
  return db
    .select({ price: propertyPriceChanges.price, changedAt: propertyPriceChanges.changedAt })
    .from(propertyPriceChanges)
    .where(eq(propertyPriceChanges.propertyId, propertyId))
    .orderBy(asc(propertyPriceChanges.changedAt), asc(propertyPriceChanges.id));
}
