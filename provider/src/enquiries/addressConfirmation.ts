import { lt, sql } from 'drizzle-orm';
import { signedIdToken } from '../auth/confirmationTokens';
import type { Database } from '../db/client';
import { enquiryAcknowledgementDays } from '../db/schema';
import { mailboxOf } from '../http/mailbox';

/**
 * The lead form takes any address, so the site mails an enquirer's address only once it asked: the
 * enquiry's acknowledgement carries a link that confirms it, and the owner's replies wait for that.
 */

/** Acknowledgements one mailbox receives a day: a visitor asking about a few homes, too few to pester a stranger. */
export const ACKNOWLEDGEMENTS_PER_MAILBOX_PER_DAY = 3;
/** How long an acknowledgement's link confirms its enquiry, counted from the enquiry. */
export const ENQUIRY_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The link's token, bound to its purpose, the enquiry and the address it was sent to. */
export const enquiryAddressToken = (secret: string, lead: { id: number; email: string }) => signedIdToken(secret, 'enquiry-address', lead.id, lead.email);

export const enquiryLinkExpired = (askedAt: Date, now: Date) => now.getTime() - askedAt.getTime() > ENQUIRY_LINK_DAYS * DAY_MS;

/**
 * A signed-in member enquiring under their own confirmed account address has already shown it is
 * theirs. Compared exactly (but for case and spaces): a `+tag` may be someone else's address on some domains.
 */
export function confirmedByAccount(email: string, member: { email: string; confirmed: boolean } | undefined): boolean {
  return member !== undefined && member.confirmed && member.email.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * Counts one acknowledgement to the address's mailbox in today's total (UTC day) unless it has
 * reached the cap; answers whether it was counted. One statement, so parallel enquiries cannot overshoot it.
 */
export async function takeDailyAcknowledgement(db: Database, email: string, now: Date): Promise<boolean> {
  const counted = await db
    .insert(enquiryAcknowledgementDays)
    .values({ mailbox: mailboxOf(email), day: now.toISOString().slice(0, 10), sent: 1 })
    .onConflictDoUpdate({
      target: [enquiryAcknowledgementDays.mailbox, enquiryAcknowledgementDays.day],
      set: { sent: sql`${enquiryAcknowledgementDays.sent} + 1` },
      setWhere: lt(enquiryAcknowledgementDays.sent, ACKNOWLEDGEMENTS_PER_MAILBOX_PER_DAY),
    })
    .returning({ sent: enquiryAcknowledgementDays.sent });
  return counted.length > 0;
}
