/** The enquiry inbox (dashboard tab): visitors' enquiries on the owner's listings and the owner's replies. */

/** The provider's limits (docs/provider-contract.md, "Enquiry inbox"). */
export const ENQUIRY_REPLY_MAX = 2000;
export const ENQUIRY_REPLIES_MAX = 5;

export const enquiryText = {
  intro: 'Visitors who asked about your listings. Your reply is e-mailed to them from the site; your own e-mail address stays private. How quickly you answer shows on your public profile.',
  empty: 'No enquiries yet',
  about: (listing: string) => `About ${listing}`,
  received: (date: string) => `Received ${date}`,
  email: 'E-mail',
  phone: 'Phone',
  state: 'State',
  unanswered: 'Not answered yet',
  unconfirmed: 'Waiting for the visitor to confirm their address',
  unconfirmedHint: 'We asked the visitor to confirm this address. Your replies are kept and e-mailed once they do; until then, you can call them.',
  answered: (date: string) => `First answered ${date}`,
  yourReplies: 'Your replies',
  sentOn: (date: string) => `Sent ${date}`,
  heldOn: (date: string) => `Written ${date}, sent once the visitor confirms their address`,
  replyLabel: 'Your reply',
  replyHint: `Up to ${ENQUIRY_REPLY_MAX} characters. Never ask for an inspection fee: inspections on this site are free.`,
  send: 'Send reply',
  sent: 'Reply sent',
  held: 'Reply saved: it is sent once the visitor confirms their address',
  replyRequired: 'Write a reply first',
  replyTooLong: `Use at most ${ENQUIRY_REPLY_MAX} characters`,
  repliesUsed: `You have sent the ${ENQUIRY_REPLIES_MAX} replies an enquiry allows; please call the visitor instead.`,
  pagesLabel: 'Pages of enquiries',
};

/** The enquirer's acknowledgement link (app/enquiries/confirm). */
export const enquiryConfirmText = {
  pageTitle: 'Confirm your enquiry',
  explain: (listing: string) => `You asked about ${listing}. Confirm this was you, and the advertiser's answers will be e-mailed to you.`,
  button: 'Yes, it was me',
  confirmed: (listing: string) => `Thank you: the advertiser's answers about ${listing} will reach you by e-mail.`,
  alreadyConfirmed: 'This enquiry is already confirmed: the advertiser\'s answers reach you by e-mail.',
  invalidLink: 'This link is not valid or has expired. If you still want an answer, send the enquiry again from the listing.',
  unavailable: 'We could not load this enquiry just now. Please try the link again in a moment.',
  toListing: 'See the listing',
  // After the lead form, when the enquirer was mailed the link.
  checkYourMail: 'Check your e-mail and confirm it was you: the advertiser\'s answers reach you only then.',
};
