import { properties } from './properties';
import type { SeedReport } from './types';
import { DEMO_EMAILS } from './users';

/**
 * A few reports waiting in the staff queue, on agents' listings (the demo owner's stay clean, so the
 * journeys that hide one start from an empty queue for it): three on one listing, two on another and
 * one on a third, so the queue's "most reported first" order shows.
 */
const agentListings = properties.filter((property) => property.ownerEmail !== DEMO_EMAILS.owner && property.transactionType === 'RENT');
const [first, second, third] = agentListings;
if (!first || !second || !third) throw new Error('The demo data needs three rentals listed by agents for its reports');

export const reports: SeedReport[] = [
  { propertyId: first.id, reference: 'R-DEMO2345AB', reporterEmail: 'tenant.one@example.com', reason: 'inspection_fee', details: 'The agent asked for ₦10,000 "inspection fee" before showing me the flat.', daysAgo: 2 },
  { propertyId: first.id, reference: 'R-DEMO2345CD', reporterEmail: 'tenant.two@example.com', reason: 'inspection_fee', details: 'Same here: pay first, then he will send the address.', daysAgo: 1 },
  { propertyId: first.id, reference: 'R-DEMO2345EF', reporterEmail: 'tenant.three@example.com', reason: 'scam_or_duplicate', details: null, daysAgo: 0.5 },
  { propertyId: second.id, reference: 'R-DEMO2345GH', reporterEmail: 'tenant.four@example.com', reason: 'not_available', details: 'The caretaker said it was let two months ago.', daysAgo: 3 },
  { propertyId: second.id, reference: 'R-DEMO2345JK', reporterEmail: 'tenant.five@example.com', reason: 'fees_above_limit', details: 'Agency and legal fees of 20% each were asked.', daysAgo: 1.5 },
  { propertyId: third.id, reference: 'R-DEMO2345MN', reporterEmail: 'tenant.six@example.com', reason: 'photos_not_this_property', details: 'The house I saw at the inspection has no pool.', daysAgo: 4 },
];
