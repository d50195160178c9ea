/** Listings held because their photos match another advertiser's: the staff queue and what the owner reads. */
export const photoReviewText = {
  // Staff console
  queueHeading: 'Photos matching another listing',
  queueIntro: "Held out of search until you decide: publish the listing if it is the advertiser's own, or hide it with a reason the advertiser reads.",
  queueEmpty: 'No listing is waiting.',
  heldListing: 'Held listing',
  matchedListing: "The other advertiser's listing",
  by: (advertiser: string) => `by ${advertiser}`,
  heldSince: (date: string) => `Held since ${date}`,
  otherHidden: 'Hidden by staff',
  photoPair: (index: number) => `Matching photos ${index}`,
  heldPhoto: 'In the held listing',
  matchedPhoto: 'In the other listing',
  distance: (bits: number) => (bits === 0 ? 'The same picture' : `${bits} of 64 bits differ`),
  noMatchesLeft: 'The matching photos have since been replaced.',
  publishListing: 'Publish listing',
  publishDone: 'The listing is published and its owner was told.',
  auditPublished: 'Published a held listing',

  // The owner's dashboard and listing form
  ownerInReview:
    "In review: some photos of this listing match another advertiser's listing, so it is not shown on the site until our staff have looked at both. We will e-mail you when it is published.",
  ownerListedTwice: 'Its photos are also in your listing',
  ownerListedTwiceAdvice: 'One home is listed once: if it is the same home, keep that listing up to date and delete this one.',
} as const;
