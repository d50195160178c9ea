import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  countries,
  properties,
  propertyFeatureLinks,
  propertyFeatures,
  propertyImages,
  propertyPaymentPlans,
  users,
} from '../db/schema';
import { findPriceHistory } from '../fairPrice/priceHistory';
import { factAnswerCounts } from './factAnswers';
import { authoritySeenAt } from './ownerAuthority';
import { findPropertyCard } from './propertyCards';

/** Everything the detail page shows beyond the card: images, features, plans, owner and country. */
export async function findPropertyDetail(db: Database, propertyId: number) {
  const card = await findPropertyCard(db, propertyId);
  if (!card) return undefined;
  const [images, features, paymentPlan, [owner], [country], priceHistory, authoritySeen, factAnswers] = await Promise.all([
    db
      .select({ kind: propertyImages.kind, fileKey: propertyImages.fileKey })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, propertyId))
      .orderBy(asc(propertyImages.position), asc(propertyImages.id)),
    db
      .select({ id: propertyFeatures.id, name: propertyFeatures.name })
      .from(propertyFeatureLinks)
      .innerJoin(propertyFeatures, eq(propertyFeatures.id, propertyFeatureLinks.featureId))
      .where(eq(propertyFeatureLinks.propertyId, propertyId))
      .orderBy(asc(propertyFeatures.name)),
    db
      .select({ amount: propertyPaymentPlans.amount, description: propertyPaymentPlans.description })
      .from(propertyPaymentPlans)
      .where(eq(propertyPaymentPlans.propertyId, propertyId))
      .orderBy(asc(propertyPaymentPlans.position), asc(propertyPaymentPlans.id)),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .innerJoin(properties, eq(properties.ownerId, users.id))
      .where(eq(properties.id, propertyId)),
    db.select({ id: countries.id, name: countries.name }).from(countries).where(eq(countries.id, card.property.countryId)),
    findPriceHistory(db, propertyId),
    authoritySeenAt(db, propertyId),
    factAnswerCounts(db, propertyId),
  ]);
  if (!owner || !country) throw new Error(`Property ${propertyId} has no owner or country`);
  return { card, images, features, paymentPlan, owner, country, priceHistory, authoritySeen, factAnswers };
}

export type PropertyDetailRow = NonNullable<Awaited<ReturnType<typeof findPropertyDetail>>>;
