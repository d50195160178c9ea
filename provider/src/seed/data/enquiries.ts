import { RESPONSIVE_AGENT, SLOW_AGENT } from './bookings';
import { properties } from './properties';
import type { SeedEnquiry } from './types';
import { DEMO_EMAILS } from './users';

const LAGOS = 25;

/** The advertiser's first listing on the market: where their demo enquiries were made. */
function firstListingOf(email: string): number {
  const listing = properties.find((property) => property.ownerEmail === email && property.availability === 'Available');
  if (!listing) throw new Error(`The demo data has no listing of ${email} on the market`);
  return listing.id;
}


const visitors = ['Adaeze Nnamdi', 'Kunle Ajayi', 'Halima Sani', 'Tobi Coker', 'Uche Okonkwo', 'Zainab Lawal', 'Femi Ogunbiyi', 'Chiamaka Obi'];
const asked = (propertyId: number, index: number, hoursAgo: number, repliedAfterMinutes: number | null): SeedEnquiry => {
  const name = visitors[index % visitors.length]!;
  return {
    propertyId,
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    phone: `0803${String(4_000_000 + index * 1_111).padStart(7, '0')}`,
    stateId: LAGOS,
    hoursAgo,
    repliedAfterMinutes,
    ...(repliedAfterMinutes === null ? {} : { reply: 'Thank you for asking. It is available; inspection is free. When would you like to come?' }),
  };
};

/**
 * Enquiry histories for the advertiser profiles, all within the last 90 days: a responsive agent
 * (7 of 8 answered within the day, typically in 45 minutes) and a slow one (2 of 6 within the day,
 * typically after 17 h 30 min), plus the demo owner's inbox: one answered, one waiting.
 */
export const enquiries: SeedEnquiry[] = (() => {
  const responsive = firstListingOf(RESPONSIVE_AGENT);
  const slow = firstListingOf(SLOW_AGENT);
  const owners = firstListingOf(DEMO_EMAILS.owner);
  return [
    ...[15, 25, 40, 45, 70, 90, 110, null].map((minutes, index) => asked(responsive, index, 24 * (3 + index * 6), minutes)),
    ...[300, 1800, 2880, null, null, 180].map((minutes, index) => asked(slow, index, 24 * (4 + index * 7), minutes)),
    // Older than the 90 days measured: a quick answer that no longer counts.
    asked(slow, 6, 24 * 100, 10),
    asked(owners, 2, 50, 95),
    asked(owners, 3, 5, null),
  ];
})();
