import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authorityLetters, properties, type TransactionType } from '../db/schema';
import { verifiedAsOf } from './verification';

/** Staff have seen this listing's letter of authority. Raw SQL for the cards and the ranking, on the letters' primary key. */
export const authoritySeen = () =>
  sql<boolean>`exists (select 1 from ${authorityLetters} where ${authorityLetters.propertyId} = ${properties.id} and ${authorityLetters.status} = 'seen')`;

/**
 * The advertiser may advertise this home as far as we know: they are a verified owner (the badge says
 * "Verified owner"), or staff have seen the owner's letter of authority. Others rank after these.
 */
export const ownerAuthorityKnown = () => sql<boolean>`(coalesce(${verifiedAsOf(properties.ownerId)} = 'owner', false) or ${authoritySeen()})`;

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
