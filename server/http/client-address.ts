import 'server-only';
import { serverEnv } from '@/server/env';

/**
 * The browser's address, for rate limits and the provider's per-client limits. `X-Forwarded-For`
 * always ends with the socket's address (server/http/socket-address.ts); entries before it are
 * whatever earlier hops wrote, and a client can write any. So the address is the entry that many
 * hops from the right as there are proxies we run in front of the site (`TRUSTED_PROXY_COUNT`,
 * default 0: the socket's own address). A request that passed fewer hops than configured (one that
 * bypassed the proxy) gets its leftmost entry, which with no proxy is its socket.
 */
export function clientAddress(request: Request, trustedProxies: number = serverEnv().trustedProxyCount): string | undefined {
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(entries.length - 1 - trustedProxies, 0)];
}
