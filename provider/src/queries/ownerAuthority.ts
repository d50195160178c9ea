import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authorityLetters, properties, verificationRequests, type TransactionType } from '../db/schema';

/** Staff have seen this listing's letter of authority. Raw SQL for the cards and the ranking, on the letters' primary key. */
export const authoritySeen = () =>
  sql<boolean>`exists (select 1 from ${authorityLetters} where ${authorityLetters.propertyId} = ${properties.id} and ${authorityLetters.status} = 'seen')`;

/** Users whose latest approved verification (the one `verifiedAsOf` reads) says they own what they list. */
const verifiedOwners = () => {
  const { userId, kind, status, reviewedAt, id } = verificationRequests;
  return sql`select latest.user_id from (
    select distinct on (${userId}) ${userId} as user_id, ${kind} as kind from ${verificationRequests}
    where ${status} = 'approved' order by ${userId}, ${reviewedAt} desc, ${id} desc
  ) latest where latest.kind = 'owner'`;
};

/**
 * The advertiser may advertise this home as far as we know: they are a verified owner (the badge says
 * "Verified owner"), or staff have seen the owner's letter of authority. Others rank after these. Two
 * `in`s, each hashed once by the database, since the listings rank every match by it.
 */
export const ownerAuthorityKnown = () =>
  sql<boolean>`(${properties.ownerId} in (${verifiedOwners()}) or ${properties.id} in (select ${authorityLetters.propertyId} from ${authorityLetters} where ${authorityLetters.status} = 'seen'))`;

/** Who gives a listing's letter of authority: the landlord of a home to let, the seller of one for sale. */
export const letterFrom = (transactionType: TransactionType) => (transactionType === 'RENT' ? 'landlord' : 'seller');

/** When staff saw the listing's letter of authority, or null while none has been seen. */
export async function authoritySeenAt(db: Database, propertyId: number): Promise<Date | null> {
  const [letter] = await db
    .select({ reviewedAt: authorityLetters.reviewedAt })
    .from(authorityLetters)
    .where(and(eq(authorityLetters.propertyId, propertyId), eq(authorityLetters.status, 'seen')));
  return letter?.reviewedAt ?? null;
}
