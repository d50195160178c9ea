import { unsubscribeSchema } from '@/lib/forms/saved-searches';
import { serverEnv } from '@/server/env';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });

/**
 * The one-click unsubscribe of alert e-mails: their `List-Unsubscribe` header names this address
 * (`APP_URL/api/alerts/unsubscribe?token=T`, with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`),
 * so the provider need not be reachable from outside. A mail client POSTs here with no session and no
 * Origin, so neither is asked for: the signed token is the whole authority, and it can only turn one
 * search's alerts off. The body (`List-Unsubscribe=One-Click`) is not read. GET is not answered (405):
 * mail scanners open links, and opening must stop nothing; the e-mail's body links to the page instead.
 */
export async function POST(request: Request) {
  const parsed = unsubscribeSchema.safeParse({ token: new URL(request.url).searchParams.get('token') ?? '' });
  if (!parsed.success) return answer(400, { Detail: 'This unsubscribe link is not valid' });
  const { providerUrl, providerTimeoutMs } = serverEnv();
  try {
    const forwarded = await fetch(`${providerUrl}/api/vst/alerts/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: parsed.data.token }),
      cache: 'no-store',
      signal: AbortSignal.timeout(providerTimeoutMs),
    });
    const body = (await forwarded.json().catch(() => ({}))) as { Detail?: unknown };
    if (forwarded.ok) return answer(200, { Detail: 'Alerts stopped' });
    if (forwarded.status === 400 || forwarded.status === 404) return answer(forwarded.status, { Detail: typeof body.Detail === 'string' ? body.Detail : 'This unsubscribe link is not valid' });
    return answer(502, { Detail: 'Server Error' });
  } catch {
    // The mail client may try again; the e-mail's own link to the unsubscribe page still works.
    return answer(502, { Detail: 'Server Error' });
  }
}
