/** Advertiser profiles (`/advertisers/{id}-{slug}`): who advertises, their listings and how quickly they answer. */

/** The provider's rule for the badge (docs/provider-contract.md, "Advertiser profiles"). */
const RESPONSIVE_RULE = 'answers at least 80% of enquiries and inspection requests within 24 hours, typically within 2 hours, over at least 5 of them in the last 90 days';

/** "45 min", "2 h", "3 h 20 min", "under a minute". */
export function replyTime(minutes: number): string {
  if (minutes < 1) return 'under a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const advertiserText = {
  title: (name: string) => `${name}: listings and response times`,
  description: (name: string, listings: number) =>
    `${name} advertises ${listings} ${listings === 1 ? 'home' : 'homes'} on NaijaHomes. See how quickly they answer enquiries.`,
  kicker: 'Advertiser',
  memberSince: (date: string) => `Member since ${date}`,
  responsive: 'Responsive',
  responsiveRule: `This advertiser ${RESPONSIVE_RULE}.`,
  responseHeading: 'How quickly they answer',
  period: (days: number) => `Measured over the last ${days} days, from enquiries and inspections booked through this site.`,
  answeredLabel: 'Enquiries and booking requests answered within 24 hours',
  answered: (answered: number, requests: number) => `${Math.round((answered / requests) * 100)}% (${answered} of ${requests})`,
  medianLabel: 'Typical reply time',
  median: (minutes: number | null) => (minutes === null ? 'No reply yet' : replyTime(minutes)),
  noRequests: 'No enquiries or inspection requests to measure yet.',
  heldLabel: 'Viewings held',
  ratingsHeading: 'Ratings from visitors',
  ratingsPeriod: (days: number) => `From visitors who held a viewing booked through this site, over the last ${days} days.`,
  ratingAverage: (average: number) => `${average.toFixed(1)} out of 5`,
  ratingCount: (count: number) => (count === 1 ? 'from 1 rating' : `from ${count} ratings`),
  notEnoughRatings: 'Not enough ratings yet',
  ratingsSoFar: (count: number, needed: number) => `${count} of the ${needed} needed for an average.`,
  commentBy: (firstName: string, month: string) => `${firstName}, ${month}`,
  commentAbout: 'Viewed:',
  absentLabel: 'Visitors who said nobody came',
  listingsHeading: (count: number) => `Listings (${count})`,
  newestOf: (shown: number, total: number) => `The newest ${shown} of ${total}.`,
  noListings: 'None of their listings is in search at the moment.',
  /** The link on a property page and under a card. */
  profileLink: (name: string) => `${name}: profile and response times`,
  /** The listings' filter. */
  filterLabel: 'Responsive advertisers only',
  filterHint: `Advertisers who ${RESPONSIVE_RULE}.`,
};
