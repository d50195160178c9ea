/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { files } from '../db/schema';
import { moveBytesToStorage } from '../queries/files';
import { startTestProvider, type TestProvider } from '../testing/testProvider';
import { temporaryFileStorage } from './fileStorage';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('bytes are kept by their sha256, read back, deleted; a name that is not a sha256 is refused', async () => {
  const storage = temporaryFileStorage();
  const bytes = Buffer.from('a photo of the front of the house');
  expect(await storage.get(sha256(bytes))).toBeUndefined();
  await storage.put(sha256(bytes), bytes);
  await storage.put(sha256(bytes), bytes); // the same bytes again change nothing
  expect(await storage.get(sha256(bytes))).toEqual(bytes);
  await storage.delete(sha256(bytes));
  expect(await storage.get(sha256(bytes))).toBeUndefined();
  await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Not a sha256/);
});

describe('a database from before the storage', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider();
  }, 30_000);
  afterAll(() => provider.close());

  test('has the bytes it still holds moved into the storage at start, and the column emptied', async () => {
    const bytes = Buffer.from('%PDF-1.7 a title deed uploaded before the storage existed');
    // Such a row has its bytes in the database and a sha256 the storage does not know yet.
    await provider.db.execute(
      sql`insert into files (key, content_type, bytes, sha256) values ('legacy/deed.pdf', 'application/pdf', ${bytes}, ${sha256(bytes)})`,
    );
    expect(await moveBytesToStorage(provider.db, provider.storage)).toBe(1);
    expect(await provider.storage.get(sha256(bytes))).toEqual(bytes);
    const [row] = await provider.db.select().from(files).where(eq(files.key, 'legacy/deed.pdf'));
    expect(row).toMatchObject({ bytes: null, sha256: sha256(bytes) });
    expect(await moveBytesToStorage(provider.db, provider.storage)).toBe(0);
  });
});
