import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  payments,
  propertyAdverts,
  sandboxGatewayTransactions,
  subscriptionTypes,
  userSubscriptions,
  type GatewayPaymentStatus,
  type PaymentGateway,
  type PaymentType,
} from '../db/schema';
import { notFound } from '../http/errors';
import { activateAdvert } from './adverts';
import { addMonths } from './subscriptions';

export type Payment = typeof payments.$inferSelect;
export type Plan = typeof subscriptionTypes.$inferSelect;

/** 32 hex characters of randomness: the reference travels in URLs, so it must not be guessable. */
export const newPaymentReference = () => `VST-${randomBytes(16).toString('hex')}`;

export type NewPayment = {
  userId: number;
  gateway: PaymentGateway;
  paymentType: PaymentType;
  plan: Plan;
  advertId?: number;
  propertyId?: number;
};

/** A pending payment priced from the plan (never from the request). */
export async function createPendingPayment(db: Database, payment: NewPayment): Promise<Payment> {
  const [row] = await db
    .insert(payments)
    .values({
      reference: newPaymentReference(),
      gateway: payment.gateway,
      userId: payment.userId,
      paymentType: payment.paymentType,
      subscriptionTypeId: payment.plan.id,
      advertId: payment.advertId ?? null,
      propertyId: payment.propertyId ?? null,
      amount: payment.plan.amount,
      currency: 'NGN',
    })
    .returning();
  if (!row) throw new Error('The payment was not stored');
  return row;
}

export async function findPaymentWithPlan(db: Database, reference: string) {
  const [row] = await db
    .select({ payment: payments, plan: subscriptionTypes })
    .from(payments)
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, payments.subscriptionTypeId))
    .where(eq(payments.reference, reference));
  return row;
}

export type GatewayRecord = { gateway: PaymentGateway; amount: number; currency: string; outcome: 'approved' | 'declined' };

/**
 * The verification state machine: a pending payment moves once, to successful or failed, on what
 * the gateway's own record says; settled payments never move again (replays answer the same).
 * An approval for another amount, currency or gateway is not this payment: it fails.
 */
export function settledStatus(payment: Pick<Payment, 'status' | 'amount' | 'currency' | 'gateway'>, record: GatewayRecord | undefined): GatewayPaymentStatus {
  if (payment.status !== 'pending') return payment.status;
  if (!record) return 'pending';
  if (record.outcome === 'declined') return 'failed';
  const matches = record.gateway === payment.gateway && record.amount === payment.amount && record.currency === payment.currency;
  return matches ? 'successful' : 'failed';
}

/** What the sandbox gateway recorded; a real deployment asks the gateway's verify API here instead. */
async function gatewayRecordOf(tx: Database, reference: string): Promise<GatewayRecord | undefined> {
  const [record] = await tx.select().from(sandboxGatewayTransactions).where(eq(sandboxGatewayTransactions.reference, reference));
  return record;
}

/** The subscription a background_info or professional payment buys, from the moment it is verified. */
async function creditSubscription(tx: Database, payment: Payment, plan: Plan, now: Date) {
  await tx.insert(userSubscriptions).values({
    userId: payment.userId,
    subscriptionTypeId: plan.id,
    paymentId: payment.id,
    startsAt: now,
    expiresAt: addMonths(now, plan.durationMonths),
    viewsRemaining: plan.views,
  });
}

/** A promotion bought while another runs starts when that one ends, so no paid time is lost. */
async function promoteProperty(tx: Database, payment: Payment, plan: Plan, now: Date) {
  if (payment.propertyId === null) throw new Error(`Property advert payment ${payment.id} has no property`);
  const [latest] = await tx
    .select({ expiresAt: propertyAdverts.expiresAt })
    .from(propertyAdverts)
    .where(and(eq(propertyAdverts.propertyId, payment.propertyId), gt(propertyAdverts.expiresAt, now)))
    .orderBy(desc(propertyAdverts.expiresAt))
    .limit(1);
  const startsAt = latest?.expiresAt ?? now;
  await tx.insert(propertyAdverts).values({
    propertyId: payment.propertyId,
    userId: payment.userId,
    subscriptionTypeId: plan.id,
    paymentId: payment.id,
    startsAt,
    expiresAt: addMonths(startsAt, plan.durationMonths),
  });
}

async function applyEffects(tx: Database, payment: Payment, plan: Plan, now: Date) {
  switch (payment.paymentType) {
    case 'Subscription_Payment':
      return creditSubscription(tx, payment, plan, now);
    case 'Advert_Payment':
      if (payment.advertId === null) throw new Error(`Advert payment ${payment.id} has no advert`);
      return activateAdvert(tx, payment.advertId, now);
    case 'Property_Advert_Payment':
      return promoteProperty(tx, payment, plan, now);
  }
}

/**
 * Verifies a payment by reference, in one transaction with the payment row locked: the first
 * verification after the gateway decided settles it and applies its effects; every later one
 * (a refresh, the back button, a second callback) finds it settled and changes nothing.
 * A reference that is unknown, or that belongs to another signed-in user, is not found.
 */
export async function verifyPayment(db: Database, reference: string, signedInUserId: number | null, now = new Date()) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ payment: payments, plan: subscriptionTypes })
      .from(payments)
      .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, payments.subscriptionTypeId))
      .where(eq(payments.reference, reference))
      .for('update', { of: payments });
    if (!found || (signedInUserId !== null && found.payment.userId !== signedInUserId)) throw notFound('Payment not found');
    const { payment, plan } = found;
    const status = settledStatus(payment, await gatewayRecordOf(tx, reference));
    if (status === payment.status) return { payment, plan };

    const [settled] = await tx
      .update(payments)
      .set({ status, verifiedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (!settled) throw new Error(`Payment ${payment.id} changed under its lock`);
    if (status === 'successful') await applyEffects(tx, settled, plan, now);
    return { payment: settled, plan };
  });
}
