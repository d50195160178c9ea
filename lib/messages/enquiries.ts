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
  answered: (date: string) => `First answered ${date}`,
  yourReplies: 'Your replies',
  sentOn: (date: string) => `Sent ${date}`,
  replyLabel: 'Your reply',
  replyHint: `Up to ${ENQUIRY_REPLY_MAX} characters. Never ask for an inspection fee: inspections on this site are free.`,
  send: 'Send reply',
  sent: 'Reply sent',
  replyRequired: 'Write a reply first',
  replyTooLong: `Use at most ${ENQUIRY_REPLY_MAX} characters`,
  repliesUsed: `You have sent the ${ENQUIRY_REPLIES_MAX} replies an enquiry allows; please call the visitor instead.`,
  pagesLabel: 'Pages of enquiries',
};
