import { BlockList } from 'node:net';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { familyOf, isLoopbackAddress, withoutIpv4Mapping } from './callerRanges';
import { forbidden } from './errors';

// The ranges' parsing lives in ./callerRanges, which the configuration reads without this module's
// web-framework side (the configuration must not import what imports it).
export { isLoopbackAddress, LOOPBACK_CALLERS, parseCallerRange } from './callerRanges';

/** Whether a socket's address lies in one of the ranges (each as `parseCallerRange` returns it). */
export function callerMatcher(ranges: readonly string[]): (peer: string) => boolean {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/');
    list.addSubnet(address, Number(prefix), familyOf(address));
  }
  return (peer) => {
    const address = withoutIpv4Mapping(peer.split('%')[0]!);
    const family = familyOf(address);
    return family !== undefined && list.check(address, family);
  };
}

/** The TCP peer, or undefined for an in-process call (tests call `app.request` without a socket). */
const socketAddress = (c: Context<AppEnv>) => c.env?.incoming?.socket.remoteAddress;

/**
 * Finds the address of the browser behind each request, for per-client limits. The web app calls
 * the provider from its server, so the socket's address is the web app's; it passes the browser's
 * address as the last `X-Forwarded-For` entry. That header is believed only from the trusted callers
 * (PROVIDER_TRUSTED_CALLERS: the web instances) or from an in-process call (tests), because anyone
 * else could write any address into it; for them the socket's address is the client's.
 */
export const clientAddresses = (trustedCallers: readonly string[]) => {
  const trusted = callerMatcher(trustedCallers);
  return createMiddleware<AppEnv>(async (c, next) => {
    const peer = socketAddress(c);
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    c.set('clientAddress', (peer === undefined || trusted(peer)) && forwarded ? forwarded : (peer ?? 'in-process'));
    await next();
  });
};

/** The browser's address, as `clientAddresses` found it. */
export const clientAddress = (c: Context<AppEnv>): string => c.var.clientAddress;

/**
 * The key per-client limits count under. An IPv6 client gets a whole /64 (a home or phone network
 * is given at least that, and any host in it may take a fresh address at will), so it counts by
 * its /64: rotating addresses inside it buys nothing. IPv4, and IPv4 written as IPv6
 * (`::ffff:1.2.3.4`), counts by the address; anything that is not an address counts as written.
 * The web app groups the same way for its own limits (server/http/client-address.ts).
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

/** The browser behind a request for per-client limits and visitor likes: its address's group. */
export const clientKey = (c: Context<AppEnv>): string => addressGroup(clientAddress(c));

/**
 * For the sandbox (outbox with every reset link, payment approval, social sign-in): answers only
 * clients on this machine, judged by the socket's address, never by a header a client could write.
 * `allowPublic` is PROVIDER_SANDBOX_ALLOW_PUBLIC: a demo on a trusted network.
 */
export const loopbackClientsOnly = (allowPublic: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const peer = socketAddress(c);
    if (!allowPublic && peer !== undefined && !isLoopbackAddress(peer)) {
      throw forbidden('The sandbox answers only clients on this machine');
    }
    await next();
  });
