import 'server-only';
import { randomUUID } from 'node:crypto';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import type { User } from '@/lib/vst/auth';
import type { SessionUser } from '@/lib/vst/session';
import type { SocialProvider } from '@/lib/forms/auth';
import { loginPathFor } from '@/lib/routes';
import { SESSION_HINT_COOKIE } from '@/lib/session-hint';
import { endedSessions } from '@/server/ended-sessions';
import { serverEnv, sessionPasswords } from '@/server/env';
import { isLiveSession, PLAIN_COOKIE_NAME, SECURE_COOKIE_NAME, SESSION_MAX_AGE_SECONDS } from '@/server/session-cookie';

/**
 * The session: an iron-session sealed, httpOnly cookie holding the provider's access token and the
 * user's public details. The token never leaves the server.
 */

export type SessionData = {
  accessToken?: string;
  user?: SessionUser;
  /** This sign-in's id: sign-out lists it as ended, so a copy of the cookie is refused afterwards. */
  sid?: string;
  /**
   * Social sign-in in progress: the state sent to the network, the PKCE verifier whose hash went with
   * it (Google), and where to go afterwards. The cookie is sealed, so the browser cannot read them.
   */
  socialState?: { state: string; provider: SocialProvider; next: string; codeVerifier?: string };
  /** A looked-up password-reset link: the provider's single-purpose token, kept from the browser. */
  /** `link` is the e-mailed link's token: a reload of the same link reuses the looked-up reset token. */
  resetToken?: { token: string; userID: number; email: string; link: string };
};

export type SignedIn = { accessToken: string; user: SessionUser };


export function sessionOptions(): SessionOptions {
  const secure = serverEnv().cookieSecure;
  return {
    cookieName: secure ? SECURE_COOKIE_NAME : PLAIN_COOKIE_NAME,
    password: sessionPasswords(),
    ttl: SESSION_MAX_AGE_SECONDS,
    cookieOptions: {
      httpOnly: true,
      secure,
      // Lax, not Strict: payment gateways and e-mailed links return here by top-level navigation.
      sameSite: 'lax',
      path: '/',
      maxAge: SESSION_MAX_AGE_SECONDS,
    },
  };
}

export async function getSession(): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** The signed-in user and token, or null. Call it next to the private data it guards. */
export const verifySession = cache(async (): Promise<SignedIn | null> => {
  const session = await getSession();
  return signedIn(session);
});

/** The session's user and token when it is signed in and not signed out since (a replayed cookie). */
export async function signedIn(session: SessionData): Promise<SignedIn | null> {
  if (!(await isLiveSession(session)) || !session.accessToken || !session.user) return null;
  return { accessToken: session.accessToken, user: session.user };
}

/** For pages: the signed-in user, or a redirect to sign-in that brings the user back to `returnTo`. */
export async function requireSession(returnTo: string): Promise<SignedIn> {
  const current = await verifySession();
  if (!current) redirect(loginPathFor(returnTo));
  return current;
}

/** Signs the user in: replaces whatever the session held (a fresh start after sign-in). */
export async function startSession(session: IronSession<SessionData>, accessToken: string, user: User): Promise<SessionUser> {
  const sessionUser = toSessionUser(user);
  session.accessToken = accessToken;
  session.user = sessionUser;
  session.sid = randomUUID();
  delete session.socialState;
  delete session.resetToken;
  await session.save();
  await setSessionHint(sessionUser.userID);
  return sessionUser;
}

/**
 * Ends the session here: its id is listed as ended for as long as any copy of its cookie could still
 * open (each save seals for the full lifetime from then), then the cookie and the hint are cleared.
 * Revoking the provider's token is the caller's business (sign-out retries it; a deleted account or a
 * token the provider refused needs none).
 */
export async function endSession(session: IronSession<SessionData>): Promise<void> {
  if (session.sid) await endedSessions().add(session.sid, Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  session.destroy();
  await setSessionHint(null);
}

/**
 * Sets or clears the browser's signed-in hint (lib/session-hint.ts), only in route handlers and
 * server actions (pages cannot set cookies). Readable by scripts on purpose; it holds the user id only.
 */
export async function setSessionHint(userID: number | null): Promise<void> {
  const jar = await cookies();
  if (userID === null) {
    if (jar.has(SESSION_HINT_COOKIE)) jar.delete(SESSION_HINT_COOKIE);
    return;
  }
  const { secure, sameSite, path, maxAge } = sessionOptions().cookieOptions ?? {};
  jar.set(SESSION_HINT_COOKIE, String(userID), { httpOnly: false, secure, sameSite, path, maxAge });
}

export function toSessionUser({ userID, name, email, serviceProvider }: User): SessionUser {
  return { userID, name, email, serviceProvider };
}
