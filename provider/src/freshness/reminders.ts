import { and, eq, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { CONFIRMATION_LINK_DAYS, confirmationToken } from '../auth/confirmationTokens';
import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import { properties, users } from '../db/schema';
import { sendMail } from '../mail/outbox';
import { renderMail, type Mail } from '../mail/template';
import { OFF_MARKET, STALE_AFTER_DAYS } from './freshness';

const DAY_MS = 24 * 60 * 60 * 1000;

type Reminded = { id: number; name: string; address: string; ownerId: number; email: string; firstName: string };

/** The reminder: what happens if nothing is done, and a link to a page whose one button confirms. */
export function confirmationReminderMail(appUrl: string, listing: Reminded, token: string): Mail {
  return renderMail({
    to: listing.email,
    subject: `Is "${listing.name}" still available?`,
    greeting: listing.firstName,
    blocks: [
      { paragraph: `You have not confirmed your listing "${listing.name}" (${listing.address}) for ${STALE_AFTER_DAYS} days, so it is now shown as "Not confirmed recently" and after other listings.` },
      { paragraph: `If it is still available, confirm it with one click (the link works for ${CONFIRMATION_LINK_DAYS} days). Unconfirmed listings leave search after 60 days.` },
      { link: 'Confirm it is still available', url: `${appUrl}/listing/confirm?token=${encodeURIComponent(token)}` },
      { link: 'Mark it as let, sold or under offer in your dashboard', url: `${appUrl}/dashboard?view=properties&type=uploaded` },
    ],
  });
}

/**
 * One reminder per listing on the market whose confirmation is 30 days old, once per confirmation
 * (`reminder_sent_for`). The daily job calls it; the sandbox's `POST /__sandbox/listings/reminders`
 * runs it now. `now` is the freshness clock's.
 */
export async function sendConfirmationReminders(db: Database, config: ProviderConfig, now: Date): Promise<number> {
  const due = await db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      ownerId: properties.ownerId,
      confirmedAt: properties.confirmedAt,
      email: users.email,
      firstName: users.firstName,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(
      and(
        notInArray(properties.availability, OFF_MARKET),
        lte(properties.confirmedAt, new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS)),
        or(isNull(properties.reminderSentFor), ne(properties.reminderSentFor, properties.confirmedAt)),
      ),
    )
    .orderBy(properties.id);
  let sent = 0;
  for (const listing of due) {
    await db.transaction(async (tx) => {
      // Claimed with the mail in one transaction: two runs at once send one reminder, not two.
      const claimed = await tx
        .update(properties)
        .set({ reminderSentFor: sql`${properties.confirmedAt}` })
        .where(and(eq(properties.id, listing.id), or(isNull(properties.reminderSentFor), ne(properties.reminderSentFor, properties.confirmedAt))))
        .returning({ id: properties.id });
      if (claimed.length === 0) return;
      await sendMail(tx, config, confirmationReminderMail(config.appUrl, listing, confirmationToken(config.alertsSecret, listing.id, listing.ownerId, now)));
      sent += 1;
    });
  }
  return sent;
}
