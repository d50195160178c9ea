import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a reminder e-mail's "still available" link: the listing's id and an HMAC of it and its
 * owner's id with the provider's alerts secret, bound to this one purpose so no other signed value
 * (an unsubscribe token) can stand in for it. It works without signing in and can do nothing but
 * confirm that listing; a listing that changed hands makes the old owner's links invalid.
 */
const PURPOSE = 'listing-confirmation';

const macOf = (secret: string, propertyId: number, ownerId: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${propertyId}:${ownerId}`).digest('base64url');

export const confirmationToken = (secret: string, propertyId: number, ownerId: number) => `${propertyId}.${macOf(secret, propertyId, ownerId)}`;

/** The listing a token names (not yet checked: `confirmationTokenValid` does that against its owner). */
export function propertyOfToken(token: string): { propertyId: number; mac: string } | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? { propertyId: Number(match[1]), mac: match[2] as string } : null;
}

export function confirmationTokenValid(secret: string, propertyId: number, ownerId: number, mac: string): boolean {
  const expected = Buffer.from(macOf(secret, propertyId, ownerId));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
