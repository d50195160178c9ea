import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, optionalUser, requireUser } from '../auth/middleware';
import { PAYMENT_GATEWAYS, payments, SUBSCRIPTION_KINDS, users, type SubscriptionKind } from '../db/schema';
import { GatewayError, initializeTransaction } from './gatewayClients';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { badRequest, conflict, forbidden, notFound, ProviderError, validationFailed } from '../http/errors';
import { nairaAmount, positiveId } from '../http/fields';
import { parseJsonBody, parseQuery } from '../http/validation';
import { advertAwaitingPayment } from '../queries/adverts';
import { createPendingPayment, verifyPayment, type NewPayment, type Plan } from './paymentRecords';
import { activeSubscription, findSubscriptionType, subscriptionsOfUser, subscriptionTypesOfKind } from '../queries/subscriptions';
import { propertyOrNotFound } from '../routes/common';
import { gatewayCheckoutUrl } from './sandboxCheckout';

const PLAN_NOT_FOUND = 'Subscription plan not found';
export const GATEWAY_START_FAILED = 'The payment gateway is not answering just now. Nothing was charged: please try again in a moment.';

const paymentTerms = {
  amount: nairaAmount,
  payment_gateway: z.enum(PAYMENT_GATEWAYS, { error: `Must be one of ${PAYMENT_GATEWAYS.join(', ')}` }),
  currency: z.literal('NGN', { error: 'Must be NGN' }),
};

/** `propertyID` (optional): the property whose documents the buyer was reading, so the callback can lead back. */
const subscriptionPayment = z.object({ subscription_id: positiveId, propertyID: positiveId.optional(), ...paymentTerms });
const advertPayment = z.object({ advert_id: positiveId, ...paymentTerms });
const propertyAdvertPayment = z.object({ property_advert_id: positiveId, propertyID: positiveId, ...paymentTerms });

/**
 * Every gateway's name for the reference: Paystack sends `reference` and `trxref`, Flutterwave
 * `tx_ref` (its older API `txref`); several must agree.
 */
const callbackQuery = z.object({
  reference: z.string().optional(),
  trxref: z.string().optional(),
  txref: z.string().optional(),
  tx_ref: z.string().optional(),
});

/** The plan of a kind the call sells; a plan of another kind is answered like an unknown one. */
async function planOf(db: ProviderDependencies['db'], id: number, kinds: SubscriptionKind[]): Promise<Plan> {
  const plan = await findSubscriptionType(db, id);
  if (!plan || !kinds.includes(plan.kind)) throw notFound(PLAN_NOT_FOUND);
  return plan;
}

/** The browser shows a price; the provider charges the plan's. A different amount is refused, not corrected. */
function checkAmount(plan: Plan, amount: number) {
  if (amount !== plan.amount) {
    throw validationFailed({ amount: [`The amount does not match the plan price of NGN ${plan.amount.toLocaleString('en-NG')}`] });
  }
}

/** One reference per gateway callback, wherever the gateway put it. */
export function referenceOf(query: z.infer<typeof callbackQuery>): string {
  const given = [query.reference, query.trxref, query.txref, query.tx_ref].map((value) => value?.trim()).filter((value): value is string => !!value);
  if (given.length === 0) throw validationFailed({ reference: ['A payment reference is required'] });
  if (new Set(given).size > 1) throw badRequest('The payment references do not agree');
  return given[0] as string;
}

/** One yearly professional subscription covers every service a user adds: paying again while it runs buys nothing. */
async function refuseSecondProfessionalPlan(db: ProviderDependencies['db'], userId: number) {
  const running = await activeSubscription(db, userId, 'professional');
  if (!running) return;
  const until = running.expiresAt.toLocaleDateString('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });
  throw conflict(`Your professional subscription is active until ${until}: add your services without paying again.`);
}

/** Plans, the three payment start calls and the gateway return's verification. */
export function subscriptionRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.get('/params/getSubscriptionTypes', async (c) => {
    const { type } = parseQuery(c, z.object({ type: z.enum(SUBSCRIPTION_KINDS, { error: `Must be one of ${SUBSCRIPTION_KINDS.join(', ')}` }) }));
    const plans = await subscriptionTypesOfKind(db, type);
    return c.json({
      subscription_types: plans.map((plan) => ({
        subscriptionID: plan.id,
        title: plan.title,
        description: plan.description,
        duration: plan.durationMonths,
        amount: plan.amount,
        ...(plan.views === null ? {} : { views: plan.views }),
      })),
    });
  });

  /**
   * Stores the pending payment and answers where the browser pays it: the gateway's own checkout
   * when its secret key is set (the transaction opened there with our reference, the plan's price and
   * the buyer's e-mail), else the sandbox checkout.
   */
  async function start(payment: NewPayment) {
    const settings = config.gateways[payment.gateway];
    if (!settings && !config.sandbox) throw new ProviderError(503, { Detail: 'Payment gateways are not configured' });
    const pending = await createPendingPayment(db, payment);
    if (!settings) return { paymentUrl: gatewayCheckoutUrl(config.publicUrl, payment.gateway, pending.reference) };
    const [buyer] = await db.select({ email: users.email }).from(users).where(eq(users.id, payment.userId));
    if (!buyer) throw new Error(`User ${payment.userId} vanished while paying`);
    try {
      const checkout = await initializeTransaction(payment.gateway, settings, config.gatewayTimeoutMs, {
        reference: pending.reference,
        amountNaira: pending.amount,
        currency: pending.currency,
        email: buyer.email,
        callbackUrl: `${config.appUrl}/payments/callback`,
        title: payment.plan.title,
      });
      return { paymentUrl: checkout.url };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      console.error(`[provider] payment ${pending.reference}: ${error.message}`);
      // The buyer never got a checkout, so nothing can be paid under this reference: it fails now.
      await db.update(payments).set({ status: 'failed', verifiedAt: new Date() }).where(and(eq(payments.id, pending.id), eq(payments.status, 'pending')));
      throw new ProviderError(502, { Detail: GATEWAY_START_FAILED });
    }
  }

  routes.post('/payments/subscriptionPayment', requireUser(db), async (c) => {
    const body = await parseJsonBody(c, subscriptionPayment);
    const plan = await planOf(db, body.subscription_id, ['background_info', 'professional']);
    checkAmount(plan, body.amount);
    const { userId } = authOf(c);
    if (plan.kind === 'professional') await refuseSecondProfessionalPlan(db, userId);
    const propertyId = plan.kind === 'background_info' && body.propertyID ? (await propertyOrNotFound(db, body.propertyID)).property.id : undefined;
    return c.json(await start({ userId, gateway: body.payment_gateway, paymentType: 'Subscription_Payment', plan, propertyId }), 201);
  });

  routes.post('/payments/advertPayment', requireUser(db), async (c) => {
    const body = await parseJsonBody(c, advertPayment);
    const { userId } = authOf(c);
    const { planId } = await advertAwaitingPayment(db, { advertId: body.advert_id, userId });
    const plan = await planOf(db, planId, ['advert']);
    checkAmount(plan, body.amount);
    return c.json(await start({ userId, gateway: body.payment_gateway, paymentType: 'Advert_Payment', plan, advertId: body.advert_id }), 201);
  });

  routes.post('/payments/propertyAdvertPayment', requireUser(db), async (c) => {
    const body = await parseJsonBody(c, propertyAdvertPayment);
    const { userId } = authOf(c);
    const { property } = await propertyOrNotFound(db, body.propertyID);
    if (property.ownerId !== userId) throw forbidden('Only the owner of a property can promote it');
    const plan = await planOf(db, body.property_advert_id, ['property_advert']);
    checkAmount(plan, body.amount);
    return c.json(
      await start({ userId, gateway: body.payment_gateway, paymentType: 'Property_Advert_Payment', plan, propertyId: property.id }),
      201,
    );
  });

  routes.get('/payments/mySubscriptions', requireUser(db), async (c) => {
    const now = new Date();
    const rows = await subscriptionsOfUser(db, authOf(c).userId);
    return c.json({
      subscriptions: rows.map(({ subscription, plan }) => ({
        id: subscription.id,
        subscriptionID: plan.id,
        kind: plan.kind,
        title: plan.title,
        starts_at: subscription.startsAt.toISOString(),
        expires_at: subscription.expiresAt.toISOString(),
        views_remaining: subscription.viewsRemaining,
        active: subscription.expiresAt > now && subscription.viewsRemaining !== 0,
      })),
    });
  });

  // Open to visitors (the gateway may return a browser whose session ended); the unguessable
  // reference is the key, and a signed-in user can verify only their own payments.
  routes.get('/payments/handleGatewayCallback', optionalUser(db), async (c) => {
    const reference = referenceOf(parseQuery(c, callbackQuery));
    const { payment, plan } = await verifyPayment({ db, config }, reference, c.get('auth')?.userId ?? null);
    const paymentStatus = { pending: 'Pending', successful: 'Successful', failed: 'Failed' }[payment.status];
    return c.json({
      paymentStatus,
      paymentDetail: {
        payment_type: payment.paymentType,
        reference: payment.reference,
        amount: payment.amount,
        currency: payment.currency,
        subscription_id: plan.id,
        subscription_kind: plan.kind,
        ...(payment.propertyId === null ? {} : { property_id: payment.propertyId }),
        ...(payment.advertId === null ? {} : { advert_id: payment.advertId }),
      },
    });
  });

  return routes;
}
