import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inspectionBookings } from '../db/schema';
import { conflict } from '../http/errors';
import { feedbackOpen } from '../serializers/booking';
import { findBooking, type BookingRecord } from './records';

export const RATING_COMMENT_MAX = 500;
const ALREADY_RATED = 'You have already rated this inspection';
const NOT_HELD = 'You can rate an inspection once it has taken place';

/**
 * The visitor's stars and comment after a held inspection, once per booking: the same rule as "How
 * did it go?" (a confirmed slot that is over), so a cancelled, declined or expired booking, or one
 * still to come, cannot be rated. The update repeats the rule, so two presses at once save one rating.
 */
export async function recordRating(db: Database, booking: BookingRecord, stars: number, comment: string | null, now: Date): Promise<BookingRecord> {
  if (booking.rating !== null) throw conflict(ALREADY_RATED);
  if (!feedbackOpen(booking, now)) throw conflict(NOT_HELD);
  const saved = await db
    .update(inspectionBookings)
    .set({ rating: stars, ratingComment: comment, ratedAt: now, status: 'held', updatedAt: now })
    .where(
      and(
        eq(inspectionBookings.id, booking.id),
        isNull(inspectionBookings.rating),
        or(eq(inspectionBookings.status, 'held'), and(eq(inspectionBookings.status, 'confirmed'), lte(inspectionBookings.endsAt, now))),
      ),
    )
    .returning({ id: inspectionBookings.id });
  if (saved.length === 0) throw conflict(ALREADY_RATED);
  return (await findBooking(db, booking.id))!;
}
