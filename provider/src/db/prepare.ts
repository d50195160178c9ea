import type { ProviderConfig } from '../config';
import { moveBytesToStorage } from '../queries/files';
import { seedIfEmpty, type SeedData } from '../seed/seed';
import type { FileStorage } from '../storage/fileStorage';
import { filesPlace, openFileStorage } from '../storage/openFileStorage';
import { openDatabase, type DatabaseHandle } from './client';

/**
 * Opens the database and the file storage, applies pending migrations, moves file bytes a database
 * from before the storage still holds into it, and seeds a new database.
 */
export async function prepareDatabase(
  config: ProviderConfig,
  seedData: SeedData,
): Promise<{ database: DatabaseHandle; storage: FileStorage; seeded: boolean }> {
  const storage = await openFileStorage(config);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const moved = await moveBytesToStorage(database.db, storage);
    if (moved > 0) console.log(`[provider] moved the bytes of ${moved} files from the database to ${filesPlace(config)}`);
    return { database, storage, seeded: await seedIfEmpty(database.db, storage, seedData, { photoCacheDir: config.seedPhotoCacheDir }) };
  } catch (error) {
    await database.close();
    throw error;
  }
}
