/** The owner's letter of authority: the advertiser's panel, the staff queue, the property page and cards. */
export type LetterFrom = 'landlord' | 'seller';

export const ownerAuthorityText = {
  badge: 'Authorised by the owner',
  seenLine: (from: LetterFrom, date: string) => `Letter of authority from the ${from}, seen by our staff on ${date}`,

  // The advertiser's panel, on the listing's edit page
  panelTitle: "The owner's authority",
  panelIntro: (from: LetterFrom) =>
    `Not the owner? Upload the ${from}'s letter of authority (a PDF or a photo). Only you and our staff can open it. Once our staff have seen it, the listing shows "Authorised by the owner" and ranks with verified owners' listings.`,
  noLetter: 'No letter of authority yet.',
  status: {
    waiting: (name: string) => `${name} is waiting for our staff to look at it.`,
    seen: (name: string) => `${name} was seen by our staff: the listing shows "Authorised by the owner".`,
    refused: (name: string) => `Our staff could not accept ${name}.`,
  },
  refusedBecause: (reason: string) => `Reason: ${reason}`,
  openLetter: 'Open the letter',
  letterLabel: 'Letter of authority',
  letterHint: 'A PDF or an image, at most 5 MB. A new letter replaces the one before and waits for our staff again.',
  letterChosen: (name: string) => `Chosen: ${name}`,
  letterTooLarge: (megabytes: number) => `The letter must be ${megabytes} MB or smaller`,
  upload: 'Send the letter',
  uploading: 'Sending the letter…',
  uploaded: 'Your letter of authority has been sent to our staff',

  // The staff console
  queueHeading: 'Letters of authority',
  queueEmpty: 'No letter of authority is waiting.',
  queueLine: (advertiser: string, from: LetterFrom) => `Sent by ${advertiser}, as the ${from}'s letter`,
  sentOn: (date: string) => `on ${date}`,
  markSeen: 'Mark the letter seen',
  refuse: 'Refuse the letter',
  refuseReasonLabel: 'Reason (sent to the advertiser and kept in the audit log)',
} as const;
