import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentHistory, properties, propertyPurchases } from '../db/schema';
import { findPropertyCards } from './propertyCards';

/** A property is in a user's payment profile when they bought it or have payment history on it. */
function inPaymentProfile(userId: number) {
  return or(
    sql`exists (select 1 from ${propertyPurchases} where ${and(eq(propertyPurchases.userId, userId), eq(propertyPurchases.propertyId, properties.id))})`,
    sql`exists (select 1 from ${paymentHistory} where ${and(eq(paymentHistory.userId, userId), eq(paymentHistory.propertyId, properties.id))})`,
  );
}

/** The user's payment-profile properties (newest purchase first) with their purchase and payment totals. */
export async function findPaymentProfile(db: Database, userId: number) {
  const purchasedAt = sql`(select max(${propertyPurchases.purchasedAt}) from ${propertyPurchases}
    where ${and(eq(propertyPurchases.userId, userId), eq(propertyPurchases.propertyId, properties.id))})`;
  const cards = await findPropertyCards(db, {
    where: inPaymentProfile(userId),
    orderBy: [sql`${purchasedAt} desc nulls last`, desc(properties.id)],
    // A buyer has a handful of purchases; the ceiling only keeps a runaway list bounded.
    limit: 100,
  });
  const ids = cards.map((row) => row.property.id);
  if (ids.length === 0) return [];
  const [purchases, totals] = await Promise.all([
    db
      .select({ propertyId: propertyPurchases.propertyId, price: propertyPurchases.price, purchasedAt: propertyPurchases.purchasedAt })
      .from(propertyPurchases)
      .where(and(eq(propertyPurchases.userId, userId), inArray(propertyPurchases.propertyId, ids))),
    db
      .select({
        propertyId: paymentHistory.propertyId,
        paid: sql<string>`coalesce(sum(${paymentHistory.amount}) filter (where ${paymentHistory.paymentStatus} = 1), 0)`,
        outstanding: sql<string>`coalesce(sum(${paymentHistory.amount}) filter (where ${paymentHistory.paymentStatus} <> 1), 0)`,
      })
      .from(paymentHistory)
      .where(and(eq(paymentHistory.userId, userId), inArray(paymentHistory.propertyId, ids)))
      .groupBy(paymentHistory.propertyId),
  ]);
  const purchaseOf = new Map(purchases.map((row) => [row.propertyId, row]));
  const totalsOf = new Map(totals.map((row) => [row.propertyId, row]));
  return cards.map((card) => ({
    card,
    purchase: purchaseOf.get(card.property.id) ?? null,
    // PostgreSQL sums bigints as numeric, which arrives as a string.
    amountPaid: Number(totalsOf.get(card.property.id)?.paid ?? 0),
    amountOutstanding: Number(totalsOf.get(card.property.id)?.outstanding ?? 0),
  }));
}

/** The user's own payment rows for one property, in the order they fall due. */
export function findPaymentHistory(db: Database, userId: number, propertyId: number) {
  return db
    .select()
    .from(paymentHistory)
    .where(and(eq(paymentHistory.userId, userId), eq(paymentHistory.propertyId, propertyId)))
    .orderBy(asc(paymentHistory.dueAt), asc(paymentHistory.id));
}

export async function hasPurchased(db: Database, userId: number, propertyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: propertyPurchases.id })
    .from(propertyPurchases)
    .where(and(eq(propertyPurchases.userId, userId), eq(propertyPurchases.propertyId, propertyId)));
  return rows.length > 0;
}
