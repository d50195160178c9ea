import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inspectionBookings, listingReports, VISITORS_SAID_GONE } from '../db/schema';

/** Two visitors saying "already let or sold" within this many days send the listing to staff (bookings/feedback.ts). */
export const GONE_WINDOW_DAYS = 14;

/**
 * For each open report filed by two "already let or sold" answers: when those answers were given (the
 * answers of its listing in the fortnight before it), oldest first, so staff see the two visits' dates.
 */
export async function goneAnswersOfOpenReports(db: Database): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ reportId: listingReports.id, answeredAt: inspectionBookings.feedbackAt })
    .from(listingReports)
    .innerJoin(
      inspectionBookings,
      and(
        eq(inspectionBookings.propertyId, listingReports.propertyId),
        eq(inspectionBookings.feedback, 'already_let_or_sold'),
        gt(inspectionBookings.feedbackAt, sql`${listingReports.createdAt} - make_interval(days => ${GONE_WINDOW_DAYS})`),
        lte(inspectionBookings.feedbackAt, listingReports.createdAt),
      ),
    )
    .where(and(eq(listingReports.status, 'open'), eq(listingReports.reason, VISITORS_SAID_GONE)))
    .orderBy(asc(inspectionBookings.feedbackAt));
  const answers = new Map<number, string[]>();
  for (const row of rows) answers.set(row.reportId, [...(answers.get(row.reportId) ?? []), row.answeredAt!.toISOString()]);
  return answers;
}
