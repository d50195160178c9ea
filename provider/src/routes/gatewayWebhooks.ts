import { Hono } from 'hono';
import { z } from 'zod';
import { PAYMENT_GATEWAYS } from '../db/schema';
import { webhookIsAuthentic, webhookReference } from '../gateways/gatewayClients';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { notFound, ProviderError } from '../http/errors';
import { findPaymentWithPlan, verifyPayment } from '../queries/payments';

/** Settlements started by webhooks and not finished yet; tests wait for them (settledWebhooks). */
const inFlight = new Set<Promise<unknown>>();

/** Resolves once every settlement a webhook started so far has finished. */
export async function settledWebhooks(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/**
 * The gateways' webhooks (`POST /api/vst/payments/webhooks/paystack|flutterwave`; the web app
 * forwards its public `/api/payments/webhooks/…` here). A webhook without a valid signature is
 * refused before its body is read as anything. A valid one is answered 200 at once, as the gateways
 * ask, and the payment it names is settled afterwards through the same verification as the
 * callback: the gateway's verify API decides, never the webhook's body, and a replayed or late
 * webhook finds the payment settled and changes nothing.
 */
export function gatewayWebhookRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.post('/payments/webhooks/:gateway', async (c) => {
    const gateway = z.enum(PAYMENT_GATEWAYS).safeParse(c.req.param('gateway'));
    const settings = gateway.success ? config.gateways[gateway.data] : undefined;
    if (!gateway.success || !settings) throw notFound('Not Found');
    const rawBody = await c.req.text();
    if (!webhookIsAuthentic(gateway.data, settings, rawBody, c.req.raw.headers)) {
      throw new ProviderError(401, { Detail: 'Invalid webhook signature' });
    }
    let payload: unknown;
    try {
      payload = JSON.parse(rawBody);
    } catch {
      return c.json({ received: true });
    }
    const reference = webhookReference(gateway.data, payload);
    if (reference) {
      const settlement = settle(reference).finally(() => inFlight.delete(settlement));
      inFlight.add(settlement);
    }
    return c.json({ received: true });
  });

  /** Settles one of our payments of this gateway; another merchant's reference on a shared account is ignored. */
  async function settle(reference: string) {
    try {
      const found = await findPaymentWithPlan(db, reference);
      if (!found) return;
      await verifyPayment({ db, config }, reference, null);
    } catch (error) {
      // The callback, or the gateway's next delivery, settles it instead.
      const reason = error instanceof ProviderError ? error.body.Detail : error;
      console.error(`[provider] webhook for payment ${reference} not settled:`, reason);
    }
  }

  return routes;
}
