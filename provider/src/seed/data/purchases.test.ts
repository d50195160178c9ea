/** @jest-environment node */
import { offers } from './engagement';
import { properties } from './properties';
import { purchases } from './purchases';
import { DEMO_EMAILS } from './users';

test('the demo buyer bought 2 sold listings of other owners, at their price; the owner bought none', () => {
  expect(purchases).toHaveLength(2);
  for (const purchase of purchases) {
    const listing = properties.find((property) => property.id === purchase.propertyId);
    expect(purchase.userEmail).toBe(DEMO_EMAILS.buyer);
    expect(listing).toMatchObject({ transactionType: 'BUY', availability: 'Sold', price: purchase.price });
    expect(listing?.ownerEmail).not.toBe(DEMO_EMAILS.buyer);
    expect(purchase.daysAgo).toBeLessThanOrEqual(listing!.createdDaysAgo);
  }
  expect(purchases.some((purchase) => purchase.userEmail === DEMO_EMAILS.owner)).toBe(false);
});

test('the demo buyer is also interested (offers) in at least 2 other listings', () => {
  const offeredOn = new Set(offers.filter((offer) => offer.authorEmail === DEMO_EMAILS.buyer).map((offer) => offer.propertyId));
  const bought = new Set(purchases.map((purchase) => purchase.propertyId));
  expect([...offeredOn].filter((id) => !bought.has(id)).length).toBeGreaterThanOrEqual(2);
});
