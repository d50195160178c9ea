import { forwardWebhook, notFoundWebhook } from '@/server/http/forward-webhook';

const GATEWAYS = new Set(['paystack', 'flutterwave']);
/** What proves a webhook's origin (Paystack's HMAC, Flutterwave's secret hash): passed on untouched. */
const SIGNATURE_HEADERS = ['x-paystack-signature', 'verif-hash'];

/**
 * The public address of the gateways' webhooks (register `APP_URL/api/payments/webhooks/paystack`
 * and `…/flutterwave` on their dashboards). The provider checks the signature and answers 200
 * before it settles; the callback settles the payment meanwhile if the provider cannot be reached.
 */
export async function POST(request: Request, { params }: { params: Promise<{ gateway: string }> }) {
  const { gateway } = await params;
  if (!GATEWAYS.has(gateway)) return notFoundWebhook();
  return forwardWebhook(request, `/api/vst/payments/webhooks/${gateway}`, SIGNATURE_HEADERS);
}
