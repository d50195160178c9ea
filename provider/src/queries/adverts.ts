import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adverts, subscriptionTypes } from '../db/schema';
import { notFound, ProviderError } from '../http/errors';
import { addMonths } from './subscriptions';

/** An advert with the plan it was uploaded for (the plan's amount is the price charged). */
export type AdvertWithPlan = { advert: typeof adverts.$inferSelect; plan: typeof subscriptionTypes.$inferSelect };

const withPlan = (db: Database) =>
  db.select({ advert: adverts, plan: subscriptionTypes }).from(adverts).innerJoin(subscriptionTypes, eq(subscriptionTypes.id, adverts.planId));

export function advertsOfUser(db: Database, userId: number): Promise<AdvertWithPlan[]> {
  return withPlan(db).where(eq(adverts.userId, userId)).orderBy(desc(adverts.createdAt), desc(adverts.id));
}

/** The user's own advert; someone else's is answered exactly like one that does not exist. */
export async function advertOfUser(db: Database, { advertId, userId }: { advertId: number; userId: number }): Promise<AdvertWithPlan> {
  const [row] = await withPlan(db).where(and(eq(adverts.id, advertId), eq(adverts.userId, userId)));
  if (!row) throw notFound('Advert not found');
  return row;
}

/**
 * For payments/advertPayment: the advert may be paid for only once its document is verified and
 * before it has been paid. The plan decides the price.
 */
export async function advertAwaitingPayment(db: Database, ids: { advertId: number; userId: number }): Promise<{ planId: number }> {
  const { advert } = await advertOfUser(db, ids);
  if (advert.status === 'uploaded') throw new ProviderError(409, { Detail: 'Verify the advert document before paying for it' });
  if (advert.status !== 'verified') throw new ProviderError(409, { Detail: 'This advert has already been paid for' });
  return { planId: advert.planId };
}

/**
 * Called once per successful Advert_Payment, inside the callback's transaction. A verified advert
 * runs from `paidAt` for its plan's months. Should a second payment started before the first
 * completed also succeed, the money is not lost: the advert runs one more plan period.
 */
export async function activateAdvert(tx: Database, advertId: number, paidAt: Date): Promise<void> {
  const [row] = await withPlan(tx).where(eq(adverts.id, advertId)).for('update', { of: adverts });
  if (!row) throw notFound('Advert not found');
  const { advert, plan } = row;
  const runsFrom = advert.status === 'active' && advert.expiresAt && advert.expiresAt > paidAt ? advert.expiresAt : paidAt;
  await tx
    .update(adverts)
    .set({ status: 'active', paidAt, expiresAt: addMonths(runsFrom, plan.durationMonths) })
    .where(eq(adverts.id, advertId));
}
