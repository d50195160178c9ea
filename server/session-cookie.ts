import 'server-only';
import { unsealData } from 'iron-session';
import { sessionPasswords } from '@/server/env';

/** The session cookie's names and lifetime, and a check that needs no request context (for proxy.ts). */

export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** `__Host-` makes browsers insist on Secure, path / and no Domain, so no subdomain can plant it. */
export const SECURE_COOKIE_NAME = '__Host-nh_session';
export const PLAIN_COOKIE_NAME = 'nh_session';
export const SESSION_COOKIE_NAMES = [SECURE_COOKIE_NAME, PLAIN_COOKIE_NAME] as const;

/**
 * Whether a cookie value opens to a signed-in session. The same test as `verifySession`, so proxy
 * redirects and pages always agree (a stale cookie cannot bounce a user between /login and /dashboard).
 */
export async function sealedSessionIsSignedIn(seal: string | undefined): Promise<boolean> {
  if (!seal) return false;
  try {
    const data = await unsealData<{ accessToken?: unknown; user?: unknown }>(seal, {
      password: sessionPasswords(),
      ttl: SESSION_MAX_AGE_SECONDS,
    });
    return typeof data.accessToken === 'string' && data.accessToken !== '' && typeof data.user === 'object' && data.user !== null;
  } catch {
    return false;
  }
}
