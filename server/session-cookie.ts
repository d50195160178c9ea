import 'server-only';
import { unsealData } from 'iron-session';
import { endedSessions } from '@/server/ended-sessions';
import { sessionPasswords } from '@/server/env';

/** The session cookie's names and lifetime, and a check that needs no request context (for proxy.ts). */

export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** `__Host-` makes browsers insist on Secure, path / and no Domain, so no subdomain can plant it. */
export const SECURE_COOKIE_NAME = '__Host-nh_session';
export const PLAIN_COOKIE_NAME = 'nh_session';
export const SESSION_COOKIE_NAMES = [SECURE_COOKIE_NAME, PLAIN_COOKIE_NAME] as const;

/** What a sealed cookie holds when signed in; `sid` names the session for sign-out (server/ended-sessions.ts). */
type SealedSignIn = { accessToken?: unknown; user?: unknown; sid?: unknown };

/**
 * Whether an opened cookie is a live signed-in session: a token, a user and an id that has not been
 * signed out. A cookie without an id (sealed before ids existed) cannot be signed out, so it counts
 * as signed out. Used by `verifySession` and by proxy.ts alike, so proxy redirects and pages always
 * agree (a stale cookie cannot bounce a user between /login and /dashboard).
 */
export async function isLiveSession(data: SealedSignIn): Promise<boolean> {
  const { accessToken, user, sid } = data;
  if (typeof accessToken !== 'string' || accessToken === '' || typeof user !== 'object' || user === null) return false;
  if (typeof sid !== 'string' || sid === '') return false;
  return !(await endedSessions().has(sid));
}

/** Whether a cookie value opens to a live signed-in session (for proxy.ts, which has no request context). */
export async function sealedSessionIsSignedIn(seal: string | undefined): Promise<boolean> {
  if (!seal) return false;
  let data: SealedSignIn;
  try {
    data = await unsealData<SealedSignIn>(seal, { password: sessionPasswords(), ttl: SESSION_MAX_AGE_SECONDS });
  } catch {
    return false;
  }
  return isLiveSession(data);
}
