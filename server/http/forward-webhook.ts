import 'server-only';
import { readLimitedBody } from '@/server/http/limited-body';
import { serverEnv } from '@/server/env';

/** A gateway's event is a few kilobytes; anything much larger is not one. */
const WEBHOOK_MAX_BYTES = 64 * 1024;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });

/**
 * Passes an outside service's webhook (a payment gateway's, the SMS gateway's delivery reports) to
 * the provider's `providerPath`, so the provider need not be reachable from outside. The raw body
 * and the headers that prove its origin go byte for byte: the provider checks the signature (it
 * holds the secrets). Server to server, so no Origin check and no session; nothing else of the
 * request travels on, and nothing here is trusted.
 */
export async function forwardWebhook(request: Request, providerPath: string, signatureHeaders: readonly string[]): Promise<Response> {
  if (Number(request.headers.get('content-length') ?? 0) > WEBHOOK_MAX_BYTES) return answer(413, { Detail: 'The request is too large' });
  const body = await readLimitedBody(request, WEBHOOK_MAX_BYTES);
  if (body === null) return answer(413, { Detail: 'The request is too large' });

  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  for (const name of signatureHeaders) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const { providerUrl, providerTimeoutMs } = serverEnv();
  try {
    const forwarded = await fetch(`${providerUrl}${providerPath}`, {
      method: 'POST',
      headers,
      body: await body.arrayBuffer(),
      cache: 'no-store',
      signal: AbortSignal.timeout(providerTimeoutMs),
    });
    return new Response(await forwarded.text(), { status: forwarded.status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
  } catch {
    // The sender delivers again later.
    return answer(502, { Detail: 'Server Error' });
  }
}

export const notFoundWebhook = () => answer(404, { Detail: 'Not Found' });
