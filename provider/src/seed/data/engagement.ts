import { createRandom, type Random } from './prng';
import { properties } from './properties';
import { PROPERTY_TYPE } from './taxonomy';
import type { SeedComment, SeedOffer, SeedProperty, SeedWishlistItem } from './types';
import { DEMO_EMAILS, seedUsers } from './users';

/**
 * Comments, offers and a wishlist, so the demo owner has engagement to manage and the demo buyer a
 * wishlist. Generated from the listings with a fixed seed: the same on every run.
 */

const SEED = 20261123;
const ENGAGED_OWNER_LISTINGS = 6;
const WISHLIST_SIZE = 5;

const landComments = [
  'Does the land have a C of O or is it still on Governor’s Consent?',
  'Is the plot dry all year round? I have seen some estates in this area flood in July.',
  'Has the survey plan been charted? I would like my lawyer to do a search at the land registry.',
  'Are there omonile issues on this land? Any foundation levy to pay the community?',
  'Is the road to the plot motorable during the rainy season?',
  'Can I come for inspection this Saturday morning?',
];

const buildingComments = [
  'Is the price negotiable? I am a serious buyer.',
  'What documents come with the property? C of O or Deed of Assignment?',
  'How many hours of light does the area get from the DisCo? Is there a transformer on the street?',
  'Is there a borehole and a water treatment plant?',
  'Can I come for inspection this Saturday morning?',
  'Is the estate gated, and how much is the service charge per year?',
  'The pictures look good. Is the place newly painted, or will I need to renovate?',
];

const rentComments = [
  'Is it one year rent or do you need two years upfront?',
  'How much are the agency and legal fees, and the caution deposit?',
  'Is the compound shared with the landlord? I would prefer no landlord on site.',
  'Does the flat have prepaid meter, or is it estimated billing?',
  'Can I come and see it after work on Thursday, around 5pm?',
  'Is there water in the taps every day, or only some days?',
];

const buyNotes = [
  'I can pay 60% on signing the contract and the balance within 90 days.',
  'My mortgage has been approved in principle; the bank will pay directly.',
  'Cash buyer. I can pay within two weeks once my lawyer confirms the title.',
  'I will pay outright if the documents are clean. Please call me to discuss.',
  'This is my best offer considering the work the place needs.',
];

const rentNotes = [
  'I can pay one year upfront immediately. I work in the area and need to move in next month.',
  'Quiet family of four, no pets. We can pay this week if the offer is accepted.',
  'Would you accept this if I pay two years at once?',
];

const people = seedUsers.filter((user) => user.email !== DEMO_EMAILS.owner);
const buyer = people.find((user) => user.email === DEMO_EMAILS.buyer);
if (!buyer) throw new Error('The demo buyer is missing from the seed users');

/** Offers come in 3% to 15% under the asking price, rounded to 50,000 naira as people do. */
const offerAmount = (price: number, random: Random) =>
  Math.max(50_000, Math.round((price * (0.85 + random.next() * 0.12)) / 50_000) * 50_000);

function commentPool(listing: SeedProperty): string[] {
  if (listing.transactionType === 'RENT') return rentComments;
  return listing.propertyTypeId === PROPERTY_TYPE.land ? landComments : buildingComments;
}

/** A moment after the listing went up (never in the future, never before the listing). */
const sinceListed = (listing: SeedProperty, random: Random) => random.next() * Math.min(listing.createdDaysAgo, 60);

function generateEngagement() {
  const random = createRandom(SEED);
  const listings = properties
    .filter((property) => property.ownerEmail === DEMO_EMAILS.owner && property.availability === 'Available')
    .slice(0, ENGAGED_OWNER_LISTINGS);
  const comments: SeedComment[] = [];
  const offers: SeedOffer[] = [];
  listings.forEach((listing, index) => {
    // The demo buyer takes part on every listing, so signing in as them shows their own posts.
    const others = random.sample(people.filter((person) => person !== buyer), 3);
    const commenters = [buyer, ...others].slice(0, 1 + (index % 4));
    random.sample(commentPool(listing), commenters.length).forEach((comment, position) => {
      comments.push({ propertyId: listing.id, authorEmail: commenters[position]!.email, comment, daysAgo: sinceListed(listing, random) });
    });
    const notes = listing.transactionType === 'RENT' ? rentNotes : buyNotes;
    const bidders = [buyer, ...others].slice(0, 1 + (index % 3));
    random.sample(notes, bidders.length).forEach((note, position) => {
      const bidder = bidders[position]!;
      offers.push({
        propertyId: listing.id,
        authorEmail: bidder.email,
        name: `${bidder.firstName} ${bidder.lastName}`,
        phoneNo: bidder.phone,
        amount: offerAmount(listing.price, random),
        note,
        daysAgo: sinceListed(listing, random),
      });
    });
  });

  const wishlistCandidates = properties.filter((property) => property.ownerEmail !== DEMO_EMAILS.buyer && property.availability === 'Available');
  const wishlist: SeedWishlistItem[] = random
    .sample(wishlistCandidates, WISHLIST_SIZE)
    .map((property) => ({ userEmail: DEMO_EMAILS.buyer, propertyId: property.id, daysAgo: sinceListed(property, random) }));

  return { comments, offers, wishlist };
}

export const { comments, offers, wishlist } = generateEngagement();
