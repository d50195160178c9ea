import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { smsMessages } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { notFound, ProviderError } from '../http/errors';
import { deliveryReportIsAuthentic, deliveryReportOutcome } from '../sms/termii';

/**
 * Termii's delivery reports (`POST /api/vst/sms/webhooks/termii`; the web app forwards its public
 * `/api/sms/webhooks/termii` here). Without Termii and its secret key there is nothing to report
 * on: 404. A report without a valid signature is refused before its body is read as anything; a
 * valid one marks our message delivered or failed. A delivered message stays delivered: a late or
 * replayed "failed" does not undo what the handset confirmed.
 */
export function smsWebhookRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.post('/sms/webhooks/termii', async (c) => {
    const secretKey = config.termii?.secretKey;
    if (!secretKey) throw notFound('Not Found');
    const rawBody = await c.req.text();
    if (!deliveryReportIsAuthentic(secretKey, rawBody, c.req.header('x-termii-signature'))) {
      throw new ProviderError(401, { Detail: 'Invalid webhook signature' });
    }
    let payload: unknown;
    try {
      payload = JSON.parse(rawBody);
    } catch {
      return c.json({ received: true });
    }
    const outcome = deliveryReportOutcome(payload);
    if (outcome) {
      await db
        .update(smsMessages)
        .set({ status: outcome.status, statusDetail: outcome.detail, statusAt: new Date() })
        .where(and(eq(smsMessages.gateway, 'termii'), eq(smsMessages.gatewayMessageId, outcome.messageId), ne(smsMessages.status, 'delivered')));
    }
    return c.json({ received: true });
  });

  return routes;
}
