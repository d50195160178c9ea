import type { Context } from 'hono';
import type { AppEnv } from './context';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The address of the browser behind a request, for per-client limits. The web app calls the provider
 * from its server, so the socket's address is the web app's; it passes the browser's address as the
 * last `X-Forwarded-For` entry. That header is believed only from loopback (the web app on this host)
 * or from an in-process call (tests), because anyone else could write any address into it.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const peer = c.env?.incoming?.socket.remoteAddress;
  const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
  if ((peer === undefined || LOOPBACK.has(peer)) && forwarded) return forwarded;
  return peer ?? 'in-process';
}
