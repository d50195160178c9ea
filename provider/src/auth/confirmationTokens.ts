import { createHmac, timingSafeEqual } from 'node:crypto';
import { INTEGER_MAX } from '../http/fields';

/**
 * Tokens of the one-click links in e-mails that act without signing in: a record's id and an HMAC of
 * it and its holder's id with the provider's alerts secret, bound to one purpose so no other signed
 * value (an unsubscribe token, another kind of link) can stand in for it. A token can do nothing but
 * its purpose, on that record, while the same person holds it: a listing that changed hands makes the
 * old owner's links invalid.
 */
export type TokenPurpose = 'listing-confirmation' | 'inspection-booking' | 'enquiry-address';

const macOf = (secret: string, purpose: TokenPurpose, id: number, holder: number | string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}:${holder}`).digest('base64url');

const macMatches = (expected: string, given: string) => {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Ten digits reach past the id columns' integer: such an id names no record, so its link is invalid (not a failed query). */
const isRecordId = (digits: string) => Number(digits) <= INTEGER_MAX;

/** `holder`: whoever the record's link speaks for (an advertiser's id, an enquiry's address). */
export const signedIdToken = (secret: string, purpose: TokenPurpose, id: number, holder: number | string) => `${id}.${macOf(secret, purpose, id, holder)}`;

/** The id a token names (not yet checked: `signedIdTokenValid` does that against its holder). */
export function idOfToken(token: string): { id: number; mac: string } | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match && isRecordId(match[1]!) ? { id: Number(match[1]), mac: match[2] as string } : null;
}

export const signedIdTokenValid = (secret: string, purpose: TokenPurpose, id: number, holder: number | string, mac: string) =>
  macMatches(macOf(secret, purpose, id, holder), mac);

/**
 * A reminder e-mail's "still available" link: confirms that listing for its owner, for
 * `CONFIRMATION_LINK_DAYS` after it was made. The instant is signed with the owner, so a link cannot be
 * made younger; an old mailbox, or whoever reads it later, cannot keep a listing in search for ever.
 */
export const CONFIRMATION_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `issuedAt` on the freshness clock, which also measures the link's age. */
export function confirmationToken(secret: string, propertyId: number, ownerId: number, issuedAt: Date): string {
  const issuedSeconds = Math.floor(issuedAt.getTime() / 1000);
  return `${propertyId}.${issuedSeconds}.${macOf(secret, 'listing-confirmation', propertyId, `${ownerId}:${issuedSeconds}`)}`;
}

export type NamedInToken = { propertyId: number; issuedSeconds: number; mac: string };

/** What a confirmation token names (not yet checked: `confirmationTokenValid` does that against the owner). */
export function propertyOfToken(token: string): NamedInToken | null {
  const match = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match && isRecordId(match[1]!) ? { propertyId: Number(match[1]), issuedSeconds: Number(match[2]), mac: match[3] as string } : null;
}

export const confirmationTokenValid = (secret: string, ownerId: number, named: NamedInToken) =>
  macMatches(macOf(secret, 'listing-confirmation', named.propertyId, `${ownerId}:${named.issuedSeconds}`), named.mac);

/** Whether a (valid) token's link is past its days at `now`. */
export const confirmationTokenExpired = (named: NamedInToken, now: Date) =>
  now.getTime() - named.issuedSeconds * 1000 > CONFIRMATION_LINK_DAYS * DAY_MS;
