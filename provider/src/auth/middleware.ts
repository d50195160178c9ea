import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client';
import type { TokenKind } from '../db/schema';
import type { AppEnv, Authentication } from '../http/context';
import { unauthenticated } from '../http/errors';
import { findLiveToken } from './tokens';

function bearerSecret(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
  return match?.[1];
}

async function authenticate(db: Database, c: Context, kind: TokenKind): Promise<Authentication | null> {
  const secret = bearerSecret(c);
  const token = secret ? await findLiveToken(db, secret, kind) : undefined;
  return token ? { userId: token.userId, tokenId: token.id } : null;
}

/** 401 unless the request carries a live token of that kind (a reset token opens only resetPassword). */
export const requireUser = (db: Database, kind: TokenKind = 'access') =>
  createMiddleware<AppEnv>(async (c, next) => {
    const auth = await authenticate(db, c, kind);
    if (!auth) throw unauthenticated();
    c.set('auth', auth);
    await next();
  });

/**
 * For operations open to visitors: a live token identifies the user, anything else is a visitor.
 * A stale token is not refused here, because the operation does not need one.
 */
export const optionalUser = (db: Database) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('auth', await authenticate(db, c, 'access'));
    await next();
  });

/** The signed-in user of a route behind `requireUser`. */
export function authOf(c: Context<AppEnv>): Authentication {
  const auth = c.get('auth');
  if (!auth) throw unauthenticated();
  return auth;
}
