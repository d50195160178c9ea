/**
 * Inspection bookings: the property page's block, the booking page (app/inspection/[id]) and the
 * advertiser's one-click confirm page (app/bookings/confirm).
 */
export const bookingsText = {
  // The property page's block
  blockTitle: 'Book an inspection',
  blockIntro: 'Pick a time to view this home. Times are Lagos time.',
  instantNote: 'Bookings are confirmed at once.',
  requestNote: 'The advertiser confirms within 24 hours.',
  noSlots: 'No open times in the next 14 days. Use the contact form instead.',
  slotLink: (when: string) => `Book ${when}`,
  moreTimes: 'More times',
  // The booking page
  pageTitle: 'Book an inspection',
  pageIntro: (listing: string) => `Choose a time to inspect ${listing}. Times are Lagos time.`,
  freeNote: 'Inspections are free. If anyone asks you to pay to inspect, do not pay:',
  reportLink: 'report the listing',
  timeLabel: 'Time (Lagos)',
  timePlaceholder: 'Choose a time',
  phoneLabel: 'Your phone number',
  phoneHint: 'The advertiser calls or texts you on it about the visit.',
  noteLabel: 'Note for the advertiser (optional)',
  submit: 'Book this time',
  chooseTime: 'Choose one of the open times',
  phoneInvalid: 'Enter a Nigerian mobile number such as 0803 123 4567',
  noteTooLong: (max: number) => `Must be at most ${max} characters`,
  nextSlotOffer: (when: string) => `The next open time is ${when}; it is now chosen for you.`,
  noneLeft: 'No other open time is left; please try another listing or the contact form.',
  booked: (when: string) => `Your inspection on ${when} is confirmed. We have e-mailed you a calendar invitation.`,
  requested: (when: string) => `Your request for ${when} was sent. The advertiser has 24 hours to confirm; we will e-mail you either way.`,
  notBookable: 'This listing is not taking bookings just now. You can still contact the advertiser from its page.',
  backToListing: 'Back to the listing',
  // The advertiser's confirm page
  confirmPageTitle: 'Confirm an inspection',
  requestSummary: (visitor: string, listing: string) => `${visitor} asks to inspect ${listing}.`,
  whenLabel: 'When (Lagos time)',
  addressLabel: 'Address',
  visitorPhoneLabel: "Visitor's phone",
  visitorNoteLabel: 'Their note',
  confirmButton: 'Confirm this inspection',
  confirmed: (listing: string, when: string) => `Confirmed: the visitor inspects ${listing} on ${when}. We have told them and sent you both a calendar invitation.`,
  alreadyConfirmed: 'This inspection is already confirmed.',
  noLongerOpen: 'This request can no longer be confirmed: it was declined, cancelled or has expired.',
  invalidLink: 'This confirmation link is not valid. You can answer inspection requests from your dashboard.',
  unavailable: 'We could not load this request just now. Please try the link again in a moment.',
  toDashboard: 'Go to your dashboard',
} as const;
