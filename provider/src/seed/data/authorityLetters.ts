import type { SeedAuthorityLetter } from './types';

/**
 * Letters of authority of the verified Lagos agent's rentals: one seen by staff (its page shows
 * "Authorised by the owner" and it ranks with verified owners' listings), one waiting in the staff
 * queue. Her other listings have none, and rank after those.
 */
export const authorityLetters: SeedAuthorityLetter[] = [
  { propertyId: 45, fileName: 'letter-of-authority-landlord.pdf', status: 'seen', uploadedDaysAgo: 12, reviewedDaysAgo: 11 },
  { propertyId: 55, fileName: 'landlord-authority.pdf', status: 'waiting', uploadedDaysAgo: 2 },
];
