import 'server-only';
import { authorityLettersQueueSchema, ownLetterResponseSchema } from '@/lib/vst/owner-authority';
import { privateGet } from './dashboard';

/** The advertiser's letter of authority for their listing (403 for anyone else; 404 on a provider without it). */
export function getOwnLetter(propertyId: number) {
  return privateGet('profile/authorityLetter', { query: { property_id: propertyId }, schema: ownLetterResponseSchema });
}

/** Letters waiting for staff (staff only, like the console; 404 on a provider without it). */
export function getAuthorityLettersQueue() {
  return privateGet('staff/authorityLetters', { schema: authorityLettersQueueSchema });
}
