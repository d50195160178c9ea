/** Inspection bookings: the advertiser's one-click confirm page (app/bookings/confirm). */
export const bookingsText = {
  confirmPageTitle: 'Confirm an inspection',
  requestSummary: (visitor: string, listing: string) => `${visitor} asks to inspect ${listing}.`,
  whenLabel: 'When (Lagos time)',
  addressLabel: 'Address',
  phoneLabel: "Visitor's phone",
  noteLabel: 'Their note',
  confirmButton: 'Confirm this inspection',
  confirmed: (listing: string, when: string) => `Confirmed: the visitor inspects ${listing} on ${when}. We have told them and sent you both a calendar invitation.`,
  alreadyConfirmed: 'This inspection is already confirmed.',
  noLongerOpen: 'This request can no longer be confirmed: it was declined, cancelled or has expired.',
  invalidLink: 'This confirmation link is not valid. You can answer inspection requests from your dashboard.',
  unavailable: 'We could not load this request just now. Please try the link again in a moment.',
  toDashboard: 'Go to your dashboard',
} as const;
