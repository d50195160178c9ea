import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens of the one-click links in e-mails that act without signing in: a record's id and an HMAC of
 * it and its holder's id with the provider's alerts secret, bound to one purpose so no other signed
 * value (an unsubscribe token, another kind of link) can stand in for it. A token can do nothing but
 * its purpose, on that record, while the same person holds it: a listing that changed hands makes the
 * old owner's links invalid.
 */
export type TokenPurpose = 'listing-confirmation' | 'inspection-booking';

const macOf = (secret: string, purpose: TokenPurpose, id: number, holderId: number) =>
  createHmac('sha256', secret).update(`${purpose}:${id}:${holderId}`).digest('base64url');

export const signedIdToken = (secret: string, purpose: TokenPurpose, id: number, holderId: number) => `${id}.${macOf(secret, purpose, id, holderId)}`;

/** The id a token names (not yet checked: `signedIdTokenValid` does that against its holder). */
export function idOfToken(token: string): { id: number; mac: string } | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? { id: Number(match[1]), mac: match[2] as string } : null;
}

export function signedIdTokenValid(secret: string, purpose: TokenPurpose, id: number, holderId: number, mac: string): boolean {
  const expected = Buffer.from(macOf(secret, purpose, id, holderId));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A reminder e-mail's "still available" link: confirms that listing for its owner. */
export const confirmationToken = (secret: string, propertyId: number, ownerId: number) => signedIdToken(secret, 'listing-confirmation', propertyId, ownerId);

export function propertyOfToken(token: string): { propertyId: number; mac: string } | null {
  const named = idOfToken(token);
  return named ? { propertyId: named.id, mac: named.mac } : null;
}

export const confirmationTokenValid = (secret: string, propertyId: number, ownerId: number, mac: string) =>
  signedIdTokenValid(secret, 'listing-confirmation', propertyId, ownerId, mac);
