import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookingTextDays } from '../db/schema';

/** Booking texts one phone number receives a day: a busy visitor's day of bookings, too few to flood a stranger. */
export const BOOKING_TEXTS_PER_PHONE_PER_DAY = 20;

/**
 * Counts one text to `phone` in today's total (UTC day) unless it has reached the cap; answers whether
 * it was counted. One statement, so parallel changes cannot overshoot the cap.
 */
export async function takeDailyBookingText(db: Database, phone: string, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const counted = await db
    .insert(bookingTextDays)
    .values({ phone, day, sent: 1 })
    .onConflictDoUpdate({
      target: [bookingTextDays.phone, bookingTextDays.day],
      set: { sent: sql`${bookingTextDays.sent} + 1` },
      setWhere: lt(bookingTextDays.sent, BOOKING_TEXTS_PER_PHONE_PER_DAY),
    })
    .returning({ sent: bookingTextDays.sent });
  return counted.length > 0;
}
