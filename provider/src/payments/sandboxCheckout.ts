import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { PAYMENT_GATEWAYS, sandboxGatewayTransactions, type PaymentGateway } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { notFound } from '../http/errors';
import { findPaymentWithPlan } from './paymentRecords';

const GATEWAY_LABELS: Record<PaymentGateway, string> = { paystack: 'Paystack', flutterwave: 'Flutterwave' };

/** Where the browser pays: the sandbox checkout page of the chosen gateway. */
export const gatewayCheckoutUrl = (publicUrl: string, gateway: PaymentGateway, reference: string) =>
  `${publicUrl}/__sandbox/gateways/${gateway}/checkout/${encodeURIComponent(reference)}`;

/** Each gateway returns the browser with its own query parameters, as the real ones do. */
export function gatewayReturnUrl(appUrl: string, record: { gateway: PaymentGateway; reference: string; gatewayReference: string }) {
  const target = new URL(`${appUrl}/payments/callback`);
  if (record.gateway === 'paystack') {
    target.searchParams.set('trxref', record.reference);
    target.searchParams.set('reference', record.reference);
  } else {
    target.searchParams.set('txref', record.reference);
    target.searchParams.set('flwref', record.gatewayReference);
  }
  return target.toString();
}

const decision = z.object({ decision: z.enum(['approve', 'decline']) });

/**
 * The two sandbox payment gateways (sandbox mode only): a checkout page showing the amount with
 * 'Approve payment' and 'Decline payment'. The gateway keeps its own record of the decision, which
 * the provider's verification reads; the browser's return query is never trusted.
 */
export function gatewaySandboxRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  async function checkoutOf(gatewayName: string, reference: string) {
    const gateway = z.enum(PAYMENT_GATEWAYS).safeParse(gatewayName);
    const found = gateway.success ? await findPaymentWithPlan(db, reference) : undefined;
    // A gateway with keys is paid on its own checkout; a sandbox approval of its payment would mean nothing.
    if (!gateway.success || config.gateways[gateway.data] || !found || found.payment.gateway !== gateway.data) throw notFound('Unknown payment');
    const [record] = await db.select().from(sandboxGatewayTransactions).where(eq(sandboxGatewayTransactions.reference, reference));
    return { gateway: gateway.data, ...found, record };
  }

  routes.get('/__sandbox/gateways/:gateway/checkout/:reference', async (c) => {
    const { gateway, payment, plan, record } = await checkoutOf(c.req.param('gateway'), c.req.param('reference'));
    const label = GATEWAY_LABELS[gateway];
    const amount = `NGN ${payment.amount.toLocaleString('en-NG')}`;
    return c.html(html`<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Sandbox ${label} checkout</title></head>
  <body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto">
    <h1>Sandbox ${label} checkout</h1>
    <p>${plan.title}</p>
    <p>Amount: <strong data-testid="checkout-amount">${amount}</strong></p>
    ${record
      ? html`<p>This payment was already ${record.outcome}.</p>
          <p><a href="${gatewayReturnUrl(config.appUrl, record)}">Return to the marketplace</a></p>`
      : html`<form method="post">
          <button type="submit" name="decision" value="approve">Approve payment</button>
          <button type="submit" name="decision" value="decline">Decline payment</button>
        </form>`}
  </body>
</html>`);
  });

  // The first decision is the gateway's record; pressing again (or the other button) changes nothing.
  routes.post('/__sandbox/gateways/:gateway/checkout/:reference', async (c) => {
    const { gateway, payment } = await checkoutOf(c.req.param('gateway'), c.req.param('reference'));
    const body = decision.safeParse(await c.req.parseBody());
    if (!body.success) throw notFound('Unknown decision');
    await db
      .insert(sandboxGatewayTransactions)
      .values({
        reference: payment.reference,
        gateway,
        gatewayReference: `FLW-${randomBytes(8).toString('hex')}`,
        amount: payment.amount,
        currency: payment.currency,
        outcome: body.data.decision === 'approve' ? 'approved' : 'declined',
      })
      .onConflictDoNothing();
    const [record] = await db.select().from(sandboxGatewayTransactions).where(eq(sandboxGatewayTransactions.reference, payment.reference));
    if (!record) throw new Error(`The sandbox record of ${payment.reference} was not stored`);
    return c.redirect(gatewayReturnUrl(config.appUrl, record), 303);
  });

  return routes;
}
