import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessTokens, type TokenKind } from '../db/schema';
import { digestOf, newSecret } from './secrets';

const LIFETIME_MS: Record<TokenKind, number> = {
  access: 7 * 24 * 60 * 60 * 1000,
  // A reset-scoped token only lets the user choose a new password, right after opening the link.
  password_reset: 30 * 60 * 1000,
};

/** The contract's Token shape. */
export type IssuedToken = { access_token: string; token_type: 'Bearer'; expires_at: string };

export async function issueToken(db: Database, userId: number, kind: TokenKind): Promise<IssuedToken> {
  const secret = newSecret();
  const expiresAt = new Date(Date.now() + LIFETIME_MS[kind]);
  await db.insert(accessTokens).values({ userId, kind, tokenHash: digestOf(secret), expiresAt });
  return { access_token: secret, token_type: 'Bearer', expires_at: expiresAt.toISOString() };
}

/** The live token of that kind with this secret: not expired, not revoked. */
export async function findLiveToken(db: Database, secret: string, kind: TokenKind) {
  const [token] = await db
    .select({ id: accessTokens.id, userId: accessTokens.userId })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tokenHash, digestOf(secret)),
        eq(accessTokens.kind, kind),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
      ),
    );
  return token;
}

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}

export async function revokeAllTokensOf(db: Database, userId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}
