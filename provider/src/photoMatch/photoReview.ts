import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { listingPhotoMatches, properties } from '../db/schema';

const matched = alias(properties, 'matched');

/** What the owner is told of a listing's photos (contract extension): held for staff, or already in their own listings. */
export type PhotoReview = { in_review: boolean; same_photos_as: { id: number; name: string }[] };

/**
 * Each listing's review, by id: held or not, and the owner's other listings its photos matched when
 * sent (the existing listing of a home listed twice).
 */
export async function photoReviewsOf(db: Database, propertyIds: number[]): Promise<Map<number, PhotoReview>> {
  if (propertyIds.length === 0) return new Map();
  const [held, ownMatches] = await Promise.all([
    db
      .select({ id: properties.id })
      .from(properties)
      .where(and(inArray(properties.id, propertyIds), isNotNull(properties.heldForReviewAt))),
    db
      .selectDistinct({ propertyId: listingPhotoMatches.propertyId, id: matched.id, name: matched.name })
      .from(listingPhotoMatches)
      .innerJoin(properties, eq(properties.id, listingPhotoMatches.propertyId))
      .innerJoin(matched, and(eq(matched.id, listingPhotoMatches.matchedPropertyId), eq(matched.ownerId, properties.ownerId)))
      .where(inArray(listingPhotoMatches.propertyId, propertyIds))
      .orderBy(matched.id),
  ]);
  const heldIds = new Set(held.map((row) => row.id));
  return new Map(
    propertyIds.map((id) => [
      id,
      {
        in_review: heldIds.has(id),
        same_photos_as: ownMatches.filter((row) => row.propertyId === id).map((row) => ({ id: row.id, name: row.name })),
      },
    ]),
  );
}

export async function photoReviewOf(db: Database, propertyId: number): Promise<PhotoReview> {
  return (await photoReviewsOf(db, [propertyId])).get(propertyId)!;
}
