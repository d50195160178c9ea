import { withoutPrivateMetadata } from '../http/imageMetadata';
import { photoHashOf, type PhotoHash } from '../photoMatch/photoHash';
import { putBytes, type StoredFile } from '../queries/files';
import type { FileStorage } from '../storage/fileStorage';
import type { SeedFile } from './data/types';
import { cachedPhoto, cachedPhotoVariants } from './photos';

/** Photos made or read at once: sharp works on libuv's threads, so two keep both cores busy. */
const PARALLEL_PHOTOS = 2;

/**
 * A seed file's bytes as they are stored: a photo is made from its recipe (or read from the cache),
 * then, like every upload, stripped of its private metadata (withoutPrivateMetadata, as checkedFiles
 * does): the seed's phone photos carry a GPS position and an orientation, so that path runs on every seed.
 */
async function storedBytes(file: SeedFile, photoCacheDir: string): Promise<Buffer> {
  if (!('photo' in file)) return file.body;
  const stripped = await withoutPrivateMetadata(await cachedPhoto(file.photo, photoCacheDir), file.contentType);
  if (!stripped) throw new Error(`Seed photo ${file.key} could not be read back as a JPEG`);
  return stripped;
}

/**
 * Puts every seed file's bytes in the storage, a few at a time so the seed never holds all its photos
 * in memory at once, and returns the rows to insert (bytes first, as storeUploadedFile does) and the
 * hashes of the listing photos (`isListingPhoto`), as an upload's are made (routes/listingForm.ts).
 * The variants of a listing's pictures (`hasVariants`: its photos and floor plans) are stored beside
 * them, as an upload's job stores them (photoVariants/).
 */
export async function putSeedFiles(
  storage: FileStorage,
  files: readonly SeedFile[],
  photoCacheDir: string,
  { isListingPhoto, hasVariants }: { isListingPhoto: (key: string) => boolean; hasVariants: (key: string) => boolean },
): Promise<{ rows: StoredFile[]; photoHashes: Map<string, PhotoHash> }> {
  const rows: StoredFile[] = new Array(files.length);
  const photoHashes = new Map<string, PhotoHash>();
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const index = next;
      next += 1;
      const file = files[index];
      const bytes = await storedBytes(file, photoCacheDir);
      const sha256 = await putBytes(storage, bytes);
      rows[index] = { key: file.key, contentType: file.contentType, sha256 };
      const hash = isListingPhoto(file.key) ? await photoHashOf(bytes) : undefined;
      if (hash !== undefined) photoHashes.set(file.key, hash);
      const variants = hasVariants(file.key) && 'photo' in file ? await cachedPhotoVariants(file.photo, bytes, photoCacheDir) : null;
      for (const variant of variants ?? []) await storage.put(sha256, variant.bytes, variant.name);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PHOTOS }, lane));
  return { rows, photoHashes };
}
