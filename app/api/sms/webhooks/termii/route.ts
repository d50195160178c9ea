import { forwardWebhook } from '@/server/http/forward-webhook';

/**
 * The public address of Termii's delivery reports (register `APP_URL/api/sms/webhooks/termii` in its
 * developer console). The provider checks `X-Termii-Signature` and records delivered or failed on
 * the message; without Termii's secret key it answers 404.
 */
export async function POST(request: Request) {
  return forwardWebhook(request, '/api/vst/sms/webhooks/termii', ['x-termii-signature']);
}
