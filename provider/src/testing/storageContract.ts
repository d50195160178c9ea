import { createHash } from 'node:crypto';
import type { FileStorage } from '../storage/fileStorage';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * What every file storage must do (a folder, a bucket): keep bytes by their sha256, and a variant of
 * them beside, read them back, delete them, refuse other names.
 */
export async function expectStorageContract(storage: FileStorage): Promise<void> {
  const bytes = Buffer.from('a photo of the front of the house');
  expect(await storage.get(sha256(bytes))).toBeUndefined();
  await storage.put(sha256(bytes), bytes);
  await storage.put(sha256(bytes), bytes); // the same bytes again change nothing
  expect(await storage.get(sha256(bytes))).toEqual(bytes);
  await storage.delete(sha256(bytes));
  expect(await storage.get(sha256(bytes))).toBeUndefined();
  await storage.delete(sha256(bytes)); // deleting what is not there is no error
  await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Not a sha256/);
  await expect(storage.put('../x', bytes)).rejects.toThrow(/Not a sha256/);

  const variant = Buffer.from('the same photo, 828 pixels wide');
  await storage.put(sha256(bytes), bytes);
  await storage.put(sha256(bytes), variant, '828w.webp');
  expect(await storage.get(sha256(bytes), '828w.webp')).toEqual(variant);
  expect(await storage.get(sha256(bytes))).toEqual(bytes);
  expect(await storage.get(sha256(bytes), '1080w.webp')).toBeUndefined();
  await storage.delete(sha256(bytes), '828w.webp');
  expect(await storage.get(sha256(bytes), '828w.webp')).toBeUndefined();
  expect(await storage.get(sha256(bytes))).toEqual(bytes);
  await storage.delete(sha256(bytes));
  await expect(storage.get(sha256(bytes), '../../x')).rejects.toThrow(/Not a variant/);
  await expect(storage.put(sha256(bytes), variant, '828w.webp/../../x')).rejects.toThrow(/Not a variant/);
}
