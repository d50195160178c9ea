/** @jest-environment node */
import { comments, offers, wishlist } from './engagement';
import { properties } from './properties';
import { DEMO_EMAILS, seedUsers } from './users';

const listingOf = (id: number) => {
  const listing = properties.find((property) => property.id === id);
  if (!listing) throw new Error(`no listing ${id}`);
  return listing;
};
const emails = new Set(seedUsers.map((user) => user.email));

test("at least 5 of the demo owner's listings have 1-4 comments and 1-3 offers from other users", () => {
  const engaged = [...new Set(comments.map((comment) => comment.propertyId))];
  expect(engaged.length).toBeGreaterThanOrEqual(5);
  for (const id of engaged) {
    expect(listingOf(id).ownerEmail).toBe(DEMO_EMAILS.owner);
    const onListing = comments.filter((comment) => comment.propertyId === id);
    const offersOnListing = offers.filter((offer) => offer.propertyId === id);
    expect(onListing.length).toBeGreaterThanOrEqual(1);
    expect(onListing.length).toBeLessThanOrEqual(4);
    expect(offersOnListing.length).toBeGreaterThanOrEqual(1);
    expect(offersOnListing.length).toBeLessThanOrEqual(3);
  }
  for (const item of [...comments, ...offers]) {
    expect(emails.has(item.authorEmail)).toBe(true);
    expect(item.authorEmail).not.toBe(DEMO_EMAILS.owner);
    expect(item.daysAgo).toBeGreaterThanOrEqual(0);
    expect(item.daysAgo).toBeLessThanOrEqual(listingOf(item.propertyId).createdDaysAgo);
  }
  expect(offers.some((offer) => offer.authorEmail === DEMO_EMAILS.buyer)).toBe(true);
});

test('offers are realistic: whole 50,000s a little under the asking price', () => {
  for (const offer of offers) {
    const asking = listingOf(offer.propertyId).price;
    expect(offer.amount % 50_000).toBe(0);
    expect(offer.amount).toBeLessThanOrEqual(asking);
    expect(offer.amount).toBeGreaterThanOrEqual(asking * 0.8);
    expect(offer.phoneNo).toMatch(/\d/);
  }
});

test('the demo buyer has 5 distinct available listings of other owners in the wishlist', () => {
  expect(wishlist).toHaveLength(5);
  expect(new Set(wishlist.map((item) => item.propertyId)).size).toBe(5);
  for (const item of wishlist) {
    expect(item.userEmail).toBe(DEMO_EMAILS.buyer);
    expect(listingOf(item.propertyId)).toMatchObject({ availability: 'Available' });
    expect(listingOf(item.propertyId).ownerEmail).not.toBe(DEMO_EMAILS.buyer);
  }
});
