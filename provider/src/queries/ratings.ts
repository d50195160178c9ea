import { and, count, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inspectionBookings, properties, users } from '../db/schema';
import { listedInSearch } from './propertyCards';
import { PERIOD_DAYS } from './responsiveness';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Fewer ratings than this give no average: one or two visitors would make or break an advertiser. */
export const RATINGS_FOR_AVERAGE = 3;
/** The profile quotes this many comments, newest first. */
export const COMMENTS_SHOWN = 3;

export type RatingComment = { stars: number; comment: string; month: string; visitorFirstName: string; listing: { id: number; name: string } | null };
export type RatingFigures = { count: number; average: number | null; comments: RatingComment[] };

/**
 * The ratings of the advertiser's inspections held in the period the other figures cover, each
 * visitor's latest only: one member booking viewing after viewing (a friend or a rival) is one voice,
 * so the average still needs three people. A listing out of search still counts (the viewing was
 * real), but its comments do not name it, so the public profile links only to listings search shows.
 */
export async function ratingFiguresOf(db: Database, advertiserId: number, now: Date): Promise<RatingFigures> {
  const ratedInPeriod = and(
    eq(inspectionBookings.advertiserId, advertiserId),
    isNotNull(inspectionBookings.rating),
    gt(inspectionBookings.startsAt, new Date(now.getTime() - PERIOD_DAYS * DAY_MS)),
    lte(inspectionBookings.startsAt, now),
  );
  const latestOfEachVisitor = db
    .selectDistinctOn([inspectionBookings.visitorId], { id: inspectionBookings.id })
    .from(inspectionBookings)
    .where(ratedInPeriod)
    .orderBy(inspectionBookings.visitorId, desc(inspectionBookings.ratedAt), desc(inspectionBookings.id));
  const counted = inArray(inspectionBookings.id, latestOfEachVisitor);
  const [[totals], comments] = await Promise.all([
    db
      .select({ count: count(), average: sql<number | null>`round(avg(${inspectionBookings.rating}), 1)`.mapWith(Number) })
      .from(inspectionBookings)
      .where(counted),
    db
      .select({
        stars: inspectionBookings.rating,
        comment: inspectionBookings.ratingComment,
        // The month only, in Lagos: enough to date a comment, too little to tell which visit it was.
        month: sql<string>`to_char(${inspectionBookings.ratedAt} at time zone 'Africa/Lagos', 'YYYY-MM')`,
        visitorFirstName: users.firstName,
        listingId: properties.id,
        listingName: properties.name,
        listed: sql<boolean>`${listedInSearch(now)}`,
      })
      .from(inspectionBookings)
      .innerJoin(users, eq(users.id, inspectionBookings.visitorId))
      .innerJoin(properties, eq(properties.id, inspectionBookings.propertyId))
      .where(and(counted, isNotNull(inspectionBookings.ratingComment)))
      .orderBy(desc(inspectionBookings.ratedAt), desc(inspectionBookings.id))
      .limit(COMMENTS_SHOWN),
  ]);
  const ratings = totals?.count ?? 0;
  return {
    count: ratings,
    average: ratings >= RATINGS_FOR_AVERAGE ? (totals?.average ?? null) : null,
    comments: comments.map((row) => ({
      stars: row.stars!,
      comment: row.comment!,
      month: row.month,
      visitorFirstName: row.visitorFirstName,
      listing: row.listed ? { id: row.listingId, name: row.listingName } : null,
    })),
  };
}
