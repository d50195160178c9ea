/** Listing freshness: when the owner last confirmed a listing, its status buttons, the reminder's page. */
export const freshnessText = {
  confirmedAgo: (days: number) =>
    days === 0 ? 'Confirmed available today' : days === 1 ? 'Confirmed available yesterday' : `Confirmed available ${days} days ago`,
  notRecent: 'Not confirmed recently',
  /** The property page of a listing left out of search (60 days unconfirmed). */
  outOfSearch: 'Not confirmed for 60 days: this listing is out of search until its owner confirms it is still available.',
  /** The property page of a let or sold listing. */
  offMarket: (status: string) => `Marked ${status.toLowerCase()} by its owner: this listing no longer appears in search.`,
  // The owner's buttons (dashboard, My Properties, their own listings)
  confirm: 'Still available',
  confirmLabel: (name: string) => `Confirm ${name} is still available`,
  markLet: 'Mark as let',
  markSold: 'Mark as sold',
  markUnderOffer: 'Mark under offer',
  markAvailable: 'Mark available',
  statusLabel: (action: string, name: string) => `${action}: ${name}`,
  confirmed: (name: string) => `${name} is confirmed available.`,
  statusChanged: (name: string, status: string) => `${name} is now marked ${status.toLowerCase()}.`,
  // The reminder e-mail's page (app/listing/confirm)
  pageTitle: 'Confirm your listing',
  pageExplain: 'Is your listing still available? Confirming keeps it in search and shows buyers and tenants it is current.',
  pageButton: 'Yes, it is still available',
  pageConfirmed: (name: string) => `Thank you: ${name} is confirmed available.`,
  toDashboard: 'Go to your listings',
  invalidLink: 'This confirmation link is not valid. You can confirm your listing from your dashboard.',
} as const;
