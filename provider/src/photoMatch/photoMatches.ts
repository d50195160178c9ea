import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { listingPhotoMatches, PHOTO_HASH_BANDS, photoHashBand, properties, propertyImages } from '../db/schema';
import { bandProbes, hammingDistance, hashOfStored, type PhotoHash } from './photoHash';

/**
 * Two photos at most this many bits apart are taken for the same picture. Chosen on the demo photos
 * (`npm run photos:threshold`, docs/quality.md): every resized or re-compressed copy is found, and
 * distinct photos drawn from the same parts are rarely this close.
 */
export const PHOTO_MATCH_THRESHOLD = 8;
/** A common picture (a plain sky above a wall) has many lookalikes: the closest of these are enough to hold a listing. */
const CANDIDATES_PER_SAVE = 500;

/** A photo just stored with a listing, by its row. */
export type SavedPhoto = { imageId: number; hash: PhotoHash };

type Candidate = { imageId: number; propertyId: number; ownerId: number; hash: PhotoHash };

/**
 * Other listings' photos that may be copies of `photos`, found through the band indexes (a band equal
 * or one bit apart), never by reading every photo; the exact distance is counted by the caller.
 */
export function candidateQuery(db: Database, propertyId: number, photos: SavedPhoto[]) {
  const probes = photos.map((photo) => bandProbes(photo.hash));
  const bandMatches = PHOTO_HASH_BANDS.map((band) =>
    inArray(photoHashBand(propertyImages.photoHash, band), [...new Set(probes.flatMap((bands) => bands[band]!))]),
  );
  return db
    .select({ imageId: propertyImages.id, propertyId: propertyImages.propertyId, ownerId: properties.ownerId, hash: propertyImages.photoHash })
    .from(propertyImages)
    .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
    .where(and(ne(propertyImages.propertyId, propertyId), isNotNull(propertyImages.photoHash), or(...bandMatches)))
    .limit(CANDIDATES_PER_SAVE);
}

async function candidatesFor(db: Database, propertyId: number, photos: SavedPhoto[]): Promise<Candidate[]> {
  const rows = await candidateQuery(db, propertyId, photos);
  return rows.map((row) => ({ ...row, hash: hashOfStored(row.hash!) }));
}

/** A listing's photos that have a hash (the seed compares its demo copy's as an upload's are). */
export async function hashedPhotosOf(db: Database, propertyId: number): Promise<SavedPhoto[]> {
  const rows = await db
    .select({ imageId: propertyImages.id, hash: propertyImages.photoHash })
    .from(propertyImages)
    .where(and(eq(propertyImages.propertyId, propertyId), isNotNull(propertyImages.photoHash)));
  return rows.map(({ imageId, hash }) => ({ imageId, hash: hashOfStored(hash!) }));
}

export type PhotoCheck = {
  /** A photo matched a listing of another advertiser: the listing is now held for staff. */
  held: boolean;
};

/**
 * Records which of a listing's new photos match other listings' photos, and holds the listing for
 * staff when one is another advertiser's. Its owner's own listings are recorded too (the dashboard
 * tells them the home is listed twice) but hold nothing. Runs in the listing's transaction.
 */
export async function checkNewPhotos(tx: Database, propertyId: number, ownerId: number, photos: SavedPhoto[]): Promise<PhotoCheck> {
  if (photos.length === 0) return { held: false };
  const candidates = await candidatesFor(tx, propertyId, photos);
  const matches = photos.flatMap((photo) =>
    candidates.flatMap((candidate) => {
      const distance = hammingDistance(photo.hash, candidate.hash);
      return distance <= PHOTO_MATCH_THRESHOLD ? [{ photo, candidate, distance }] : [];
    }),
  );
  if (matches.length === 0) return { held: false };
  await tx
    .insert(listingPhotoMatches)
    .values(
      matches.map(({ photo, candidate, distance }) => ({
        propertyId,
        imageId: photo.imageId,
        matchedPropertyId: candidate.propertyId,
        matchedImageId: candidate.imageId,
        distance,
      })),
    )
    .onConflictDoNothing();
  if (!matches.some(({ candidate }) => candidate.ownerId !== ownerId)) return { held: false };
  const held = await tx
    .update(properties)
    .set({ heldForReviewAt: sql`now()` })
    .where(and(eq(properties.id, propertyId), sql`${properties.heldForReviewAt} is null`))
    .returning({ id: properties.id });
  return { held: held.length > 0 };
}
