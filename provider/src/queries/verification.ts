import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { properties, verificationRequests, type VerificationKind } from '../db/schema';

/** Names that differ only in case or spacing are the same name: correcting them keeps the badge. */
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What a member is verified as: the kind of their latest approved request, or null. Raw SQL so the
 * cards' query can carry it as a column (one subquery a row, on the user_id index).
 */
export const verifiedAsOf = (userId: PgColumn) =>
  sql<VerificationKind | null>`(select ${verificationRequests.kind} from ${verificationRequests}
    where ${verificationRequests.userId} = ${userId} and ${verificationRequests.status} = 'approved'
    order by ${verificationRequests.reviewedAt} desc, ${verificationRequests.id} desc limit 1)`;

/** The listing's owner is a verified advertiser (the listings filter `verified_only`). */
export const ownerVerified = () =>
  sql<boolean>`exists (select 1 from ${verificationRequests} where ${verificationRequests.userId} = ${properties.ownerId} and ${verificationRequests.status} = 'approved')`;

export async function verifiedAsOfUser(db: Database, userId: number): Promise<VerificationKind | null> {
  const [row] = await db
    .select({ kind: verificationRequests.kind })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, 'approved')))
    .orderBy(desc(verificationRequests.reviewedAt), desc(verificationRequests.id))
    .limit(1);
  return row?.kind ?? null;
}

/** The member's newest request, whatever its status. */
export async function latestRequestOf(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(1);
  return row;
}

/**
 * The member changed their name from `previousName`: a badge vouches for the name staff checked, so
 * their approved requests lapse and the newest goes back to staff's queue as a new request (unless
 * one already waits), with the ID now on the profile. Answers the kind that lapsed, or null when the
 * member was not verified or the name is unchanged. Runs in the caller's transaction.
 */
export async function sendBadgeBackToReview(tx: Database, userId: number, previousName: string, newName: string, validIdKey: string | null) {
  if (sameName(previousName, newName)) return null;
  const lapsed = await tx
    .update(verificationRequests)
    .set({ status: 'lapsed' })
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, 'approved')))
    .returning();
  const [newest] = lapsed.sort((a, b) => (b.reviewedAt?.getTime() ?? 0) - (a.reviewedAt?.getTime() ?? 0) || b.id - a.id);
  if (!newest) return null;
  await tx
    .insert(verificationRequests)
    .values({
      userId,
      kind: newest.kind,
      phone: newest.phone,
      phoneConfirmedAt: newest.phoneConfirmedAt,
      validIdKey: validIdKey ?? newest.validIdKey,
      cacNumber: newest.cacNumber,
      lasreraNumber: newest.lasreraNumber,
      previousName,
    })
    .onConflictDoNothing();
  return newest.kind;
}
