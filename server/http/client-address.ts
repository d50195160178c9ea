import 'server-only';

/**
 * The browser's address, for the provider's per-client rate limits. Next fills `X-Forwarded-For`
 * with the socket's address when no proxy did; behind a proxy the last entry is the one the nearest
 * proxy saw (earlier entries are whatever the client claimed).
 */
export function clientAddress(request: Request): string | undefined {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || request.headers.get('x-real-ip') || undefined;
}
