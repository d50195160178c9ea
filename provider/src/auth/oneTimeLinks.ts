import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oneTimeLinks, type OneTimeLinkPurpose } from '../db/schema';
import { digestOf, newSecret } from './secrets';

const LIFETIME_MS: Record<OneTimeLinkPurpose, number> = {
  account_confirmation: 7 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  social_sign_in: 10 * 60 * 1000,
};

/** Creates a single-use secret for an e-mailed link or a sandbox sign-in code; returns the secret. */
export async function createOneTimeLink(db: Database, userId: number, purpose: OneTimeLinkPurpose): Promise<string> {
  const secret = newSecret();
  const expiresAt = new Date(Date.now() + LIFETIME_MS[purpose]);
  await db.insert(oneTimeLinks).values({ userId, purpose, secretHash: digestOf(secret), expiresAt });
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
    .returning({ userId: oneTimeLinks.userId });
  return link?.userId;
}

/** Marks every unused link of `purpose` for the user used: after a password reset, no older link still works. */
export async function cancelOneTimeLinks(db: Database, userId: number, purpose: OneTimeLinkPurpose): Promise<void> {
  await db
    .update(oneTimeLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeLinks.userId, userId), eq(oneTimeLinks.purpose, purpose), isNull(oneTimeLinks.usedAt)));
}
