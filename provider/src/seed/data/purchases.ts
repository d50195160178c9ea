import { offers } from './engagement';
import { properties } from './properties';
import type { SeedPurchase } from './types';
import { DEMO_EMAILS } from './users';

/**
 * The demo buyer bought two homes from other owners (the Purchased tab and payment evidence need
 * some); the demo owner bought none. Chosen by a fixed rule, so the same on every run: the two
 * newest sold BUY listings of other owners that the buyer has not also made an offer on.
 */

const PURCHASES = 2;

const offeredOn = new Set(offers.filter((offer) => offer.authorEmail === DEMO_EMAILS.buyer).map((offer) => offer.propertyId));

export const purchases: SeedPurchase[] = properties
  .filter(
    (property) =>
      property.ownerEmail !== DEMO_EMAILS.buyer &&
      property.transactionType === 'BUY' &&
      property.availability === 'Sold' &&
      !offeredOn.has(property.id),
  )
  .sort((a, b) => a.createdDaysAgo - b.createdDaysAgo || a.id - b.id)
  .slice(0, PURCHASES)
  // Bought a little after it was listed, and recorded at the asking price.
  .map((property, index) => ({
    userEmail: DEMO_EMAILS.buyer,
    propertyId: property.id,
    price: property.price,
    daysAgo: Math.max(0, property.createdDaysAgo - 7 - index),
  }));
