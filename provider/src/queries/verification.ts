import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { properties, verificationRequests, type VerificationKind } from '../db/schema';

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
