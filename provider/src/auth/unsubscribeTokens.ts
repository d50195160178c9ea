import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe token of a saved search's alerts: the search's id and an HMAC of it with
 * the provider's alerts secret, bound to this one purpose so no other signed value can stand in for it.
 * It works without signing in (that is the point) and can do nothing but turn that search's alerts off.
 */
const PURPOSE = 'saved-search-unsubscribe';

const macOf = (secret: string, savedSearchId: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${savedSearchId}`).digest('base64url');

export const unsubscribeToken = (secret: string, savedSearchId: number) => `${savedSearchId}.${macOf(secret, savedSearchId)}`;

/** The saved search a token was made for, or null when it was not made with this secret. */
export function savedSearchOfToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(macOf(secret, id));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
