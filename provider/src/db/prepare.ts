import type { ProviderConfig } from '../config';
import { seedIfEmpty, type SeedData } from '../seed/seed';
import { openDatabase, type DatabaseHandle } from './client';

/** Opens the database, applies pending migrations and seeds it when it is new. */
export async function prepareDatabase(
  config: ProviderConfig,
  seedData: SeedData,
): Promise<{ database: DatabaseHandle; seeded: boolean }> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    return { database, seeded: await seedIfEmpty(database.db, seedData) };
  } catch (error) {
    await database.close();
    throw error;
  }
}
