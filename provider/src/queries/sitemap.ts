import { and, asc, between, count, countDistinct, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { properties, users } from '../db/schema';
import { toAdvertiserRef } from '../serializers/advertiser';
import { listedInSearch } from './propertyCards';

/**
 * The sitemap's reads, by id range: range `n` of size `size` holds the ids `n * size + 1` to
 * `(n + 1) * size`, so it can never hold more than `size` entries and each sitemap file reads its
 * own range by primary key, whatever the number of listings. Only what search shows is counted or
 * listed (listedInSearch: not let or sold, confirmed lately, neither hidden nor held).
 */

export type RangeCount = { range: number; count: number };

const rangeOf = (id: typeof properties.id | typeof properties.ownerId, size: number) => sql<number>`((${id} - 1) / ${size}::int)::int`;

/** Grouped by the range column by position: the expression repeated would carry its own parameter, which PostgreSQL cannot tell is the same. */
const FIRST_COLUMN = sql`1`;

const idsOfRange = (range: number, size: number) => [range * size + 1, (range + 1) * size] as const;

/** The non-empty ranges of listed properties, and of the advertisers with a listed property, with their counts. */
export async function sitemapRanges(db: Database, size: number, now: Date): Promise<{ properties: RangeCount[]; advertisers: RangeCount[] }> {
  const propertyRange = rangeOf(properties.id, size);
  const advertiserRange = rangeOf(properties.ownerId, size);
  const [propertyRanges, advertiserRanges] = await Promise.all([
    db.select({ range: propertyRange, count: count() }).from(properties).where(listedInSearch(now)).groupBy(FIRST_COLUMN).orderBy(FIRST_COLUMN),
    db
      .select({ range: advertiserRange, count: countDistinct(properties.ownerId) })
      .from(properties)
      .where(listedInSearch(now))
      .groupBy(FIRST_COLUMN)
      .orderBy(FIRST_COLUMN),
  ]);
  const numbers = (rows: { range: number; count: number }[]) => rows.map((row) => ({ range: Number(row.range), count: Number(row.count) }));
  return { properties: numbers(propertyRanges), advertisers: numbers(advertiserRanges) };
}

/** The listed properties of one range, by id, with the day each was listed. */
export async function sitemapProperties(db: Database, range: number, size: number, now: Date) {
  const rows = await db
    .select({ id: properties.id, createdAt: properties.createdAt })
    .from(properties)
    .where(and(between(properties.id, ...idsOfRange(range, size)), listedInSearch(now)))
    .orderBy(asc(properties.id));
  return rows.map((row) => ({ id: row.id, date_created: row.createdAt.toISOString() }));
}

/** The advertisers of one range (by their member id) with at least one listed property, as cards name them. */
export async function sitemapAdvertisers(db: Database, range: number, size: number, now: Date) {
  const rows = await db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(and(between(properties.ownerId, ...idsOfRange(range, size)), listedInSearch(now)))
    .orderBy(asc(users.id));
  return rows.map(toAdvertiserRef);
}
