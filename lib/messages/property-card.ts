/**
 * What a property card (with its like button and badges) says, in a file of its own: the card is
 * client code on every listing page, and importing a feature's whole catalogue there would ship every
 * one of its texts too. The listing, trust, verification and price catalogues take these from here.
 */
export type VerifiedKind = 'owner' | 'agent';

export const propertyCardText = {
  like: (name: string) => `Like ${name}`,
  /** Read after the visible count on the like button: 'Like {name}, 3 likes'. */
  likesAfterCount: 'likes',
  likeFailed: 'Your like was not saved, please try again',
  views: (count: string) => `${count} views`,
  viewProperty: (name: string, price: string) => `${name}, ${price}`,
  bedrooms: (count: number) => `${count} ${count === 1 ? 'bed' : 'beds'}`,
  bathrooms: (count: number) => `${count} ${count === 1 ? 'bath' : 'baths'}`,
  featured: 'Featured',
  /** A paid promotion runs now: the listing heads its results. */
  promoted: 'Promoted',
  noInspectionFee: 'No inspection fee',
  /** A price cut in the last 30 days. */
  reduced: 'Reduced',
  verified: { owner: 'Verified owner', agent: 'Verified agent' } satisfies Record<VerifiedKind, string>,
  /** The short line under a card's badge. */
  verifiedCardLine: 'ID and phone checked, not the property',
  /** The link to the advertiser's profile. */
  listedBy: (name: string) => `Listed by ${name}`,
};
