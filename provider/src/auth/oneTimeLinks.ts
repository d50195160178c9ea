import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oneTimeLinks, type OneTimeLinkPurpose, type PendingRegistration } from '../db/schema';
import { digestOf, newSecret } from './secrets';

const LIFETIME_MS: Record<OneTimeLinkPurpose, number> = {
  account_confirmation: 7 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  social_sign_in: 10 * 60 * 1000,
};

/**
 * Creates a single-use secret for an e-mailed link or a sandbox sign-in code; returns the secret.
 * A confirmation link carries the sign-up it confirms, so opening it activates that sign-up's password.
 */
export async function createOneTimeLink(
  db: Database,
  userId: number,
  purpose: OneTimeLinkPurpose,
  registration?: PendingRegistration,
): Promise<string> {
  const secret = newSecret();
  const expiresAt = new Date(Date.now() + LIFETIME_MS[purpose]);
  await db.insert(oneTimeLinks).values({ userId, purpose, secretHash: digestOf(secret), expiresAt, registration });
  return secret;
}

/**
 * Marks the link used and returns its user id, or undefined when it is unknown, expired or already
 * used. One UPDATE does both, so two simultaneous clicks cannot both succeed.
 */
export async function consumeOneTimeLink(
  db: Database,
  secret: string,
  purpose: OneTimeLinkPurpose,
): Promise<number | undefined> {
  return (await consumeLink(db, secret, purpose))?.userId;
}

/** As consumeOneTimeLink, for a confirmation link: its user and the sign-up it carries (none on older links). */
export async function consumeConfirmationLink(db: Database, secret: string) {
  return consumeLink(db, secret, 'account_confirmation');
}

async function consumeLink(db: Database, secret: string, purpose: OneTimeLinkPurpose) {
  const [link] = await db
    .update(oneTimeLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeLinks.secretHash, digestOf(secret)),
        eq(oneTimeLinks.purpose, purpose),
        isNull(oneTimeLinks.usedAt),
        gt(oneTimeLinks.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeLinks.userId, registration: oneTimeLinks.registration });
  return link;
}

/**
 * The password of the account's newest sign-up still waiting for its link (expired or not), for
 * telling that person to confirm; null when there is none.
 */
export async function newestPendingPasswordHash(db: Database, userId: number): Promise<string | null> {
  const [link] = await db
    .select({ registration: oneTimeLinks.registration })
    .from(oneTimeLinks)
    .where(and(eq(oneTimeLinks.userId, userId), eq(oneTimeLinks.purpose, 'account_confirmation'), isNull(oneTimeLinks.usedAt)))
    .orderBy(desc(oneTimeLinks.id))
    .limit(1);
  return link?.registration?.passwordHash ?? null;
}

/** Marks every unused link of `purpose` for the user used: after a password reset, no older link still works. */
export async function cancelOneTimeLinks(db: Database, userId: number, purpose: OneTimeLinkPurpose): Promise<void> {
  await db
    .update(oneTimeLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeLinks.userId, userId), eq(oneTimeLinks.purpose, purpose), isNull(oneTimeLinks.usedAt)));
}
