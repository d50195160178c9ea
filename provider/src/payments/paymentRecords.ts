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
import type { ProviderConfig } from '../config';
import { GatewayError, verifyTransaction } from './gatewayClients';
import { notFound, ProviderError } from '../http/errors';
import { activateAdvert } from '../queries/adverts';
import { addMonths } from '../queries/subscriptions';

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

/**
 * What the gateway recorded: its verify API when the gateway is configured, else the sandbox
 * gateway's own table. Never the browser's query string or a webhook's body.
 */
async function gatewayRecordOf(db: Database, config: ProviderConfig, payment: Payment): Promise<GatewayRecord | undefined> {
  const settings = config.gateways[payment.gateway];
  if (!settings) {
    const [record] = await db.select().from(sandboxGatewayTransactions).where(eq(sandboxGatewayTransactions.reference, payment.reference));
    return record;
  }
  try {
    const verified = await verifyTransaction(payment.gateway, settings, config.gatewayTimeoutMs, payment.reference);
    if (verified && verified.reference !== payment.reference) throw new GatewayError(`${payment.gateway} verify answered for ${verified.reference}`);
    return verified && { gateway: payment.gateway, amount: verified.amountNaira, currency: verified.currency, outcome: verified.outcome };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error(`[provider] payment ${payment.reference}: ${error.message}`);
    // Not "failed": the buyer may well have paid, so they are asked to check again, never to pay again.
    throw new ProviderError(502, { Detail: GATEWAY_UNAVAILABLE });
  }
}

export const GATEWAY_UNAVAILABLE = 'The payment gateway is not answering just now. Do not pay again: check again in a moment.';

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
 * Verifies a payment by reference, from the gateway's callback or its webhook, whichever comes
 * first. The gateway is asked before any lock is taken (its API may be slow); the move out of
 * pending is one conditional UPDATE, so of two verifications at once (callback and webhook, or two
 * web instances) exactly one moves it and applies its effects, in the same transaction; every later
 * one (a refresh, the back button, a replayed webhook) finds it settled and changes nothing.
 * A reference that is unknown, or that belongs to another signed-in user, is not found.
 */
export async function verifyPayment(
  { db, config }: { db: Database; config: ProviderConfig },
  reference: string,
  signedInUserId: number | null,
  now = new Date(),
): Promise<{ payment: Payment; plan: Plan }> {
  const found = await findPaymentWithPlan(db, reference);
  if (!found || (signedInUserId !== null && found.payment.userId !== signedInUserId)) throw notFound('Payment not found');
  const { payment, plan } = found;
  if (payment.status !== 'pending') return found;
  const status = settledStatus(payment, await gatewayRecordOf(db, config, payment));
  if (status === 'pending') return found;

  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(payments)
      .set({ status, verifiedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (!settled) {
      // Another verification settled it first (its transaction has committed): answer what it decided.
      const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
      if (!current) throw new Error(`Payment ${payment.id} vanished while being verified`);
      return { payment: current, plan };
    }
    if (status === 'successful') await applyEffects(tx, settled, plan, now);
    return { payment: settled, plan };
  });
}
