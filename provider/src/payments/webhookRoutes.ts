import { Hono } from 'hono';
import { z } from 'zod';
import { PAYMENT_GATEWAYS } from '../db/schema';
import { webhookIsAuthentic, webhookReference } from './gatewayClients';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { notFound, ProviderError } from '../http/errors';
import { findPaymentWithPlan, verifyPayment } from './paymentRecords';

/** The waits between attempts to settle a webhook's payment while the gateway's verify API fails (tests shorten them). */
export const webhookRetryDelaysMs = [2_000, 15_000, 60_000];

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

  /**
   * Settles one of our payments of this gateway; another merchant's reference on a shared account is
   * ignored. The gateway was told 200 already and will not deliver again, so while its verify API
   * fails the settlement is tried again a few times (the callback may still come first).
   */
  async function settle(reference: string) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if (!(await findPaymentWithPlan(db, reference))) return;
        await verifyPayment({ db, config }, reference, null);
        return;
      } catch (error) {
        const delay = webhookRetryDelaysMs[attempt];
        if (error instanceof ProviderError && error.status === 502 && delay !== undefined) {
          await new Promise((resolve) => setTimeout(resolve, delay).unref());
          continue;
        }
        const reason = error instanceof ProviderError ? error.body.Detail : error;
        console.error(`[provider] webhook for payment ${reference} not settled:`, reason);
        return;
      }
    }
  }

  return routes;
}
