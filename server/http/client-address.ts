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

/**
 * The key per-client limits count under. An IPv6 client gets a whole /64 (a home or phone network
 * is given at least that, and any host in it may take a fresh address at will), so it counts by
 * its /64: rotating addresses inside it buys nothing. IPv4, and IPv4 written as IPv6
 * (`::ffff:1.2.3.4`), counts by the address; anything that is not an address counts as written.
 * The provider groups the same way (provider/src/http/clientAddress.ts).
 */
export function addressGroup(address: string): string {
  const withoutZone = address.split('%')[0]!;
  let hostname: string;
  try {
    // The URL parser reads every IPv6 spelling and writes it back compressed, all in hex.
    hostname = new URL(`http://[${withoutZone}]/`).hostname;
  } catch {
    return address;
  }
  const [head = '', tail] = hostname.slice(1, -1).split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros: string[] = Array(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The request's client for per-client limits and slots: its address's group, or `unknown`. */
export function clientLimitKey(request: Request): string {
  const address = clientAddress(request);
  return address === undefined ? 'unknown' : addressGroup(address);
}
