import { readLimitedBody } from '@/server/http/limited-body';
import { serverEnv } from '@/server/env';

/** A gateway's event is a few kilobytes; anything much larger is not one. */
const WEBHOOK_MAX_BYTES = 64 * 1024;
const GATEWAYS = new Set(['paystack', 'flutterwave']);
/** What proves a webhook's origin (Paystack's HMAC, Flutterwave's secret hash): passed on untouched. */
const SIGNATURE_HEADERS = ['x-paystack-signature', 'verif-hash'];

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });

/**
 * The public address of the gateways' webhooks (register `APP_URL/api/payments/webhooks/paystack`
 * and `…/flutterwave` on their dashboards), so the provider need not be reachable from outside. The
 * raw body and the signature header go to the provider byte for byte: it checks the signature (it
 * holds the secrets) and answers 200 before it settles. Server to server, so no Origin check and no
 * session; nothing here is trusted.
 */
export async function POST(request: Request, { params }: { params: Promise<{ gateway: string }> }) {
  const { gateway } = await params;
  if (!GATEWAYS.has(gateway)) return answer(404, { Detail: 'Not Found' });
  if (Number(request.headers.get('content-length') ?? 0) > WEBHOOK_MAX_BYTES) return answer(413, { Detail: 'The request is too large' });
  const body = await readLimitedBody(request, WEBHOOK_MAX_BYTES);
  if (body === null) return answer(413, { Detail: 'The request is too large' });

  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  for (const name of SIGNATURE_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const { providerUrl, providerTimeoutMs } = serverEnv();
  try {
    const forwarded = await fetch(`${providerUrl}/api/vst/payments/webhooks/${gateway}`, {
      method: 'POST',
      headers,
      body: await body.arrayBuffer(),
      cache: 'no-store',
      signal: AbortSignal.timeout(providerTimeoutMs),
    });
    return new Response(await forwarded.text(), { status: forwarded.status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
  } catch {
    // The gateway delivers again later; the callback settles the payment meanwhile.
    return answer(502, { Detail: 'Server Error' });
  }
}
