import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import { inspectionBookings } from '../db/schema';
import { sendMail } from '../mail/outbox';
import { renderMail } from '../mail/template';
import { announce, type BookingChange, type QueueTexts } from './notices';
import { findBookings, type BookingRecord } from './records';
import { lagosDate, lagosInstant } from './slots';

const HOUR_MS = 60 * 60 * 1000;
/** A request the advertiser leaves unanswered this long expires, and the visitor is told. */
export const ANSWER_WITHIN_MS = 24 * HOUR_MS;
/** The second reminder goes this long before the inspection. */
export const SOON_REMINDER_MS = 2 * HOUR_MS;
/** The first goes at this Lagos time the day before. */
export const EVENING_REMINDER_TIME = '18:00';

/** 18:00 in Lagos on the day before the inspection. */
export const eveningBefore = (startsAt: Date) => lagosInstant(lagosDate(new Date(startsAt.getTime() - 24 * HOUR_MS)), EVENING_REMINDER_TIME);

export type TimerRound = { expired: number; held: number; eveningReminders: number; soonReminders: number };

/**
 * What the clock does to bookings, run every few minutes by the job queue (and by the sandbox on
 * demand): requests unanswered for 24 hours, or whose time (or the time offered instead) came first, expire; confirmed inspections
 * whose time is over are held and the visitor is asked how it went; reminders go the evening before
 * and two hours before. Each booking is claimed by a conditional update in the transaction of its
 * mail, so two runs at once (two instances, a retried job) send each mail once; texts are queued in
 * that transaction too.
 */
export async function runBookingTimers(db: Database, config: ProviderConfig, queueTexts: QueueTexts, now: Date): Promise<TimerRound> {
  const round: TimerRound = { expired: 0, held: 0, eveningReminders: 0, soonReminders: 0 };

  async function claim(booking: BookingRecord, change: BookingChange | 'held', claimed: Partial<typeof inspectionBookings.$inferInsert>, unclaimed: SQL) {
    return db.transaction(async (tx) => {
      const rows = await tx
        .update(inspectionBookings)
        .set({ ...claimed, updatedAt: now })
        .where(and(eq(inspectionBookings.id, booking.id), unclaimed))
        .returning({ id: inspectionBookings.id });
      if (rows.length === 0) return false;
      const current = { ...booking, ...claimed } as BookingRecord;
      if (change === 'held') await sendMail(tx, config, howDidItGoMail(config.appUrl, current));
      else await queueTexts(tx, await announce(tx, config, current, change, now));
      return true;
    });
  }

  const expiring = await findBookings(
    db,
    and(
      eq(inspectionBookings.status, 'requested'),
      // Another time offered is an answer: such a request waits for the visitor until either time comes.
      or(
        and(isNull(inspectionBookings.offeredStartsAt), lte(inspectionBookings.requestedAt, new Date(now.getTime() - ANSWER_WITHIN_MS))),
        lte(inspectionBookings.startsAt, now),
        lte(inspectionBookings.offeredStartsAt, now),
      ),
    ),
  );
  for (const booking of expiring) {
    if (await claim(booking, 'expired', { status: 'expired', sequence: booking.sequence + 1 }, eq(inspectionBookings.status, 'requested'))) round.expired += 1;
  }

  const over = await findBookings(db, and(eq(inspectionBookings.status, 'confirmed'), lte(inspectionBookings.endsAt, now)));
  for (const booking of over) {
    if (await claim(booking, 'held', { status: 'held' }, eq(inspectionBookings.status, 'confirmed'))) round.held += 1;
  }

  const coming = await findBookings(
    db,
    and(
      eq(inspectionBookings.status, 'confirmed'),
      gt(inspectionBookings.startsAt, now),
      lte(inspectionBookings.startsAt, new Date(now.getTime() + 30 * HOUR_MS)),
      or(isNull(inspectionBookings.eveningReminderAt), isNull(inspectionBookings.soonReminderAt)),
    ),
  );
  for (const booking of coming) {
    const soonFrom = new Date(booking.startsAt.getTime() - SOON_REMINDER_MS);
    if (now >= soonFrom) {
      // Two hours before, the evening reminder is no longer worth sending: it is claimed with this one.
      if (!booking.soonReminderAt && (await claim(booking, 'soon_reminder', { soonReminderAt: now, eveningReminderAt: booking.eveningReminderAt ?? now }, isNull(inspectionBookings.soonReminderAt)))) {
        round.soonReminders += 1;
      }
      continue;
    }
    const evening = eveningBefore(booking.startsAt);
    // A booking made or changed after that evening has just been mailed: no reminder needed yet.
    if (!booking.eveningReminderAt && now >= evening && booking.updatedAt < evening) {
      if (await claim(booking, 'evening_reminder', { eveningReminderAt: now }, isNull(inspectionBookings.eveningReminderAt))) round.eveningReminders += 1;
    }
  }

  return round;
}

/** After the inspection: the one question, answered in the dashboard. */
function howDidItGoMail(appUrl: string, booking: BookingRecord) {
  return renderMail({
    to: booking.visitor.email,
    subject: `How did your inspection of ${booking.property.name} go?`,
    greeting: booking.visitor.firstName,
    blocks: [
      { paragraph: `Was "${booking.property.name}" as described? One question, four answers: it helps the next visitor.` },
      { link: 'Tell us how it went', url: `${appUrl}/dashboard?view=inspections` },
      { paragraph: 'Inspections are free. If you were asked to pay, report the listing from its page.' },
      { link: 'The listing', url: `${appUrl}/property/${booking.property.id}` },
    ],
  });
}
