import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { phoneCodeDays, phoneCodes } from '../db/schema';

/** Wrong guesses one code takes before it stops working: six digits cannot be tried through. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Counts one guess at the member's latest live code and answers the code, or nothing when there is
 * none or its tries are used up. Check and count are one statement, so parallel guesses cannot all
 * read the count before any of them raises it: the database hands out each try once.
 */
export async function takeCodeAttempt(db: Database, userId: number, now: Date) {
  const latest = db
    .select({ id: phoneCodes.id })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.confirmedAt), gt(phoneCodes.expiresAt, now)))
    .orderBy(desc(phoneCodes.id))
    .limit(1);
  const [code] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(sql`${phoneCodes.id} = (${latest})`, lt(phoneCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning();
  return code;
}

/**
 * Counts one text in today's total (UTC day) unless the total has reached `cap`; answers whether it
 * was counted. One statement, so parallel requests cannot overshoot the cap.
 */
export async function takeDailyPhoneCode(db: Database, cap: number, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const counted = await db
    .insert(phoneCodeDays)
    .values({ day, sent: 1 })
    .onConflictDoUpdate({
      target: phoneCodeDays.day,
      set: { sent: sql`${phoneCodeDays.sent} + 1` },
      setWhere: lt(phoneCodeDays.sent, cap),
    })
    .returning({ sent: phoneCodeDays.sent });
  return counted.length > 0;
}

/** Seconds until the next UTC day, when the daily total starts again. */
export function secondsToNextDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
