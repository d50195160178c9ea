import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookingTextDays, enquiryAcknowledgementDays, phoneCodeDays } from '../db/schema';

/** Days of daily counts kept: the caps read only today's row (UTC), the rest is there for an operator's look back. */
export const DAILY_COUNT_DAYS_KEPT = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the daily counts (texts per booking number, the phone codes' total, enquiry acknowledgements
 * per mailbox) older than the days kept: without it every number and address a visitor ever typed
 * would stay in the database for good.
 */
export async function pruneDailyCounts(db: Database, now: Date): Promise<void> {
  const oldest = new Date(now.getTime() - DAILY_COUNT_DAYS_KEPT * DAY_MS).toISOString().slice(0, 10);
  await db.delete(bookingTextDays).where(lt(bookingTextDays.day, oldest));
  await db.delete(phoneCodeDays).where(lt(phoneCodeDays.day, oldest));
  await db.delete(enquiryAcknowledgementDays).where(lt(enquiryAcknowledgementDays.day, oldest));
}
