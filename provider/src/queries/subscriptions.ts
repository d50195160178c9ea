import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { subscriptionTypes, userSubscriptions, type SubscriptionKind } from '../db/schema';

export type ActiveSubscription = { id: number; expiresAt: Date; viewsRemaining: number | null };

/**
 * The user's current subscription of a kind: not expired and, for counted plans, with views left.
 * When several overlap, the one ending last is used, so a renewal never hides behind an older plan.
 */
export async function activeSubscription(
  db: Database,
  userId: number,
  kind: SubscriptionKind,
  now: Date = new Date(),
): Promise<ActiveSubscription | null> {
  const [row] = await db
    .select({
      id: userSubscriptions.id,
      expiresAt: userSubscriptions.expiresAt,
      viewsRemaining: userSubscriptions.viewsRemaining,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, userSubscriptions.subscriptionTypeId))
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        eq(subscriptionTypes.kind, kind),
        gt(userSubscriptions.expiresAt, now),
        or(isNull(userSubscriptions.viewsRemaining), gt(userSubscriptions.viewsRemaining, 0)),
      ),
    )
    .orderBy(desc(userSubscriptions.expiresAt), desc(userSubscriptions.id))
    .limit(1);
  return row ?? null;
}

/** The plans of a kind, cheapest first (the order the plan pages show them). */
export function subscriptionTypesOfKind(db: Database, kind: SubscriptionKind) {
  return db
    .select()
    .from(subscriptionTypes)
    .where(eq(subscriptionTypes.kind, kind))
    .orderBy(subscriptionTypes.amount, subscriptionTypes.id);
}

export async function findSubscriptionType(db: Database, id: number) {
  const [row] = await db.select().from(subscriptionTypes).where(eq(subscriptionTypes.id, id));
  return row;
}

/** Every subscription the user ever bought, newest first, with its plan (My subscriptions; tests count credits with it). */
export function subscriptionsOfUser(db: Database, userId: number) {
  return db
    .select({ subscription: userSubscriptions, plan: subscriptionTypes })
    .from(userSubscriptions)
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, userSubscriptions.subscriptionTypeId))
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(desc(userSubscriptions.startsAt), desc(userSubscriptions.id));
}

/** Adds whole calendar months, as a plan's duration is stated in months. */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}
