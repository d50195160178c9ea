import { asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { files, propertyImages } from '../db/schema';
import type { FileStorage } from '../storage/fileStorage';
import { makePhotoVariants, PHOTO_VARIANT_NAMES, RESIZABLE_PHOTO_TYPES } from './variants';

/** Photos a backfill reads at once: their keys, not their bytes. */
const BACKFILL_BATCH = 50;

type Photo = { sha256: string; contentType: string };

/**
 * Makes and stores the variants of one photo unless it has them. The last variant is written last,
 * so its presence says the photo has them all. A photo sharp cannot read gets none (the site shows it
 * as stored); so does one whose bytes are missing (logged, as the file route does).
 */
async function storeVariantsOf(storage: FileStorage, { sha256, contentType }: Photo): Promise<boolean> {
  if (!RESIZABLE_PHOTO_TYPES.includes(contentType)) return false;
  if (await storage.get(sha256, PHOTO_VARIANT_NAMES.at(-1))) return false;
  const source = await storage.get(sha256);
  if (!source) {
    console.error(`[photo-variants] the bytes of ${sha256} are missing from the file storage`);
    return false;
  }
  const variants = await makePhotoVariants(source).catch(() => null);
  if (!variants) return false;
  for (const { name, bytes } of variants) await storage.put(sha256, bytes, name);
  return true;
}

const listingPhotos = (db: Database) =>
  db.selectDistinct({ sha256: files.sha256, contentType: files.contentType }).from(propertyImages).innerJoin(files, eq(files.key, propertyImages.fileKey));

/** The variants of a listing's photos (the job queued when photos are uploaded with it). */
export async function storeListingPhotoVariants(db: Database, storage: FileStorage, propertyId: number): Promise<number> {
  const photos = await listingPhotos(db).where(eq(propertyImages.propertyId, propertyId));
  let made = 0;
  for (const photo of photos) if (await storeVariantsOf(storage, photo)) made += 1;
  return made;
}

/**
 * The variants of every listing photo that lacks them (the demo photos, photos stored before
 * variants were made at upload), a batch of photos at a time in order of their sha256. Queued at each
 * start; a photo that has them costs one read of the storage.
 */
export async function storeMissingPhotoVariants(db: Database, storage: FileStorage): Promise<number> {
  let made = 0;
  for (let after = ''; ; ) {
    const batch = await listingPhotos(db).where(gt(files.sha256, after)).orderBy(asc(files.sha256)).limit(BACKFILL_BATCH);
    for (const photo of batch) if (await storeVariantsOf(storage, photo)) made += 1;
    if (batch.length < BACKFILL_BATCH) return made;
    after = batch.at(-1)!.sha256;
  }
}

/** Deletes a photo's variants with its bytes (queries/files.ts releaseFiles). */
export async function deletePhotoVariants(storage: FileStorage, { sha256, contentType }: Photo): Promise<void> {
  if (!RESIZABLE_PHOTO_TYPES.includes(contentType)) return;
  for (const name of PHOTO_VARIANT_NAMES) await storage.delete(sha256, name);
}
