/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq, sql } from 'drizzle-orm';
import { files } from '../db/schema';
import { moveBytesToStorage } from '../queries/files';
import { expectStorageContract, sha256 } from '../testing/storageContract';
import { startTestProvider, type TestProvider } from '../testing/testProvider';
import { temporaryFileStorage } from './fileStorage';

test('bytes are kept by their sha256, read back, deleted; a name that is not a sha256 is refused', async () => {
  await expectStorageContract(temporaryFileStorage());
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
