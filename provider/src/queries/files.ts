import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import { files } from '../db/schema';

/**
 * Stores uploaded bytes under a key made of their sha256: the same file sent twice is stored once,
 * and the key cannot be guessed without the file (uploads include private ownership documents).
 */
export async function storeUploadedFile(db: Database, bytes: Buffer, contentType: string): Promise<string> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = `uploads/${sha256}`;
  await db.insert(files).values({ key, contentType, bytes, sha256 }).onConflictDoNothing();
  return key;
}
