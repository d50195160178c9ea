import { and, eq, gt, sql } from 'drizzle-orm';
import { confirmationToken } from '../auth/confirmationTokens';
import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import { inspectionBookings, listingReports, properties, VISITORS_SAID_GONE, type FeedbackAnswer } from '../db/schema';
import { STALE_AFTER_DAYS } from '../freshness/freshness';
import { conflict } from '../http/errors';
import { sendMail } from '../mail/outbox';
import { renderMail } from '../mail/template';
import { GONE_WINDOW_DAYS } from '../queries/goneAnswers';
import { newReference } from '../routes/trust';
import { feedbackOpen } from '../serializers/booking';
import { findBooking, type BookingRecord } from './records';

const DAY_MS = 24 * 60 * 60 * 1000;
export const GONE_ANSWERS_FOR_STAFF = 2;

/**
 * The visitor's one answer after a held inspection. "Already let or sold" takes the listing out of
 * "Confirmed available" (its confirmation is made 30 days old, so it reads "not confirmed recently")
 * and asks the owner to confirm or mark it; a second such answer within 14 days puts it in the
 * staff's queue as a report.
 */
export async function recordFeedback(db: Database, config: ProviderConfig, booking: BookingRecord, answer: FeedbackAnswer, now: Date): Promise<BookingRecord> {
  if (booking.feedback) throw conflict('You have already told us how this inspection went');
  if (!feedbackOpen(booking, now)) throw conflict('You can tell us how it went after the inspection');
  await db.transaction(async (tx) => {
    const saved = await tx
      .update(inspectionBookings)
      .set({ feedback: answer, feedbackAt: now, status: 'held', updatedAt: now })
      .where(and(eq(inspectionBookings.id, booking.id), sql`${inspectionBookings.feedback} is null`))
      .returning({ id: inspectionBookings.id });
    if (saved.length === 0) throw conflict('You have already told us how this inspection went');
    if (answer === 'already_let_or_sold') await listingSaidGone(tx, config, booking, now);
  });
  return (await findBooking(db, booking.id))!;
}

async function listingSaidGone(tx: Database, config: ProviderConfig, booking: BookingRecord, now: Date) {
  const notRecent = new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS);
  const [listing] = await tx
    .update(properties)
    // The daily reminder counts this as its reminder: the owner is asked here, once.
    .set({ confirmedAt: sql`least(${properties.confirmedAt}, ${notRecent.toISOString()}::timestamptz)`, reminderSentFor: sql`least(${properties.confirmedAt}, ${notRecent.toISOString()}::timestamptz)` })
    .where(eq(properties.id, booking.propertyId))
    .returning({ ownerId: properties.ownerId });
  if (listing?.ownerId === booking.advertiserId) {
    await sendMail(
      tx,
      config,
      renderMail({
        to: booking.advertiser.email,
        subject: `Is "${booking.property.name}" still available?`,
        greeting: booking.advertiser.firstName,
        blocks: [
          { paragraph: `A visitor who inspected "${booking.property.name}" (${booking.property.address}) tells us it is already let or sold, so it is no longer shown as confirmed available.` },
          { link: 'It is still available: confirm it', url: `${config.appUrl}/listing/confirm?token=${encodeURIComponent(confirmationToken(config.alertsSecret, booking.propertyId, booking.advertiserId, now))}` },
          { link: 'Mark it as let, sold or under offer in your dashboard', url: `${config.appUrl}/dashboard?view=properties&type=uploaded` },
        ],
      }),
    );
  }
  // Visitors, not answers: one member who books the listing again and again is one voice, and adds
  // no second report once counted.
  const [gone] = await tx
    .select({
      visitors: sql<number>`count(distinct ${inspectionBookings.visitorId})::int`,
      thisVisitor: sql<number>`(count(*) filter (where ${inspectionBookings.visitorId} = ${booking.visitorId}))::int`,
    })
    .from(inspectionBookings)
    .where(
      and(
        eq(inspectionBookings.propertyId, booking.propertyId),
        eq(inspectionBookings.feedback, 'already_let_or_sold'),
        gt(inspectionBookings.feedbackAt, new Date(now.getTime() - GONE_WINDOW_DAYS * DAY_MS)),
      ),
    );
  if (gone?.visitors !== GONE_ANSWERS_FOR_STAFF || gone.thisVisitor !== 1) return;
  // At the second answer only: staff get one report for the listing, not one per later answer.
  await tx.insert(listingReports).values({
    reference: newReference(),
    propertyId: booking.propertyId,
    reporterId: booking.visitorId,
    reporterEmail: booking.visitor.email,
    // Its own reason: the staff queue shows it with the dates of the answers (routes/trust.ts).
    reason: VISITORS_SAID_GONE,
    createdAt: now,
  });
}

