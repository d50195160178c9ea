import { createHash } from 'node:crypto';
import type { FileStorage } from '../storage/fileStorage';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What every file storage must do (a folder, a bucket): keep bytes by their sha256, read them back, delete them, refuse other names. */
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
}
