import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { forbidden } from './errors';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (what a dual-stack socket reports). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** The TCP peer, or undefined for an in-process call (tests call `app.request` without a socket). */
const socketAddress = (c: Context<AppEnv>) => c.env?.incoming?.socket.remoteAddress;

/**
 * The address of the browser behind a request, for per-client limits. The web app calls the provider
 * from its server, so the socket's address is the web app's; it passes the browser's address as the
 * last `X-Forwarded-For` entry. That header is believed only from loopback (the web app on this host)
 * or from an in-process call (tests), because anyone else could write any address into it.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const peer = socketAddress(c);
  const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
  if ((peer === undefined || isLoopbackAddress(peer)) && forwarded) return forwarded;
  return peer ?? 'in-process';
}

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
