import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import * as seedData from '../seed/data';
import type { ProviderConfig } from '../config';
import { IN_MEMORY_DATA_DIR } from '../inMemory';
import { openDatabase, type DatabaseHandle } from './client';
import { prepareDatabase } from './prepare';

/** Throws away every row and table the provider owns. Stop the provider first. */
async function wipe(config: ProviderConfig): Promise<void> {
  if (config.databaseUrl) {
    const database = await openDatabase(config);
    try {
      // drizzle keeps its migration journal in its own schema; both go so migrations run afresh.
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`create schema public`);
    } finally {
      await database.close();
    }
    return;
  }
  if (config.dataDir === IN_MEMORY_DATA_DIR) throw new Error('An in-memory database has nothing to reset');
  await rm(config.dataDir, { recursive: true, force: true });
}

/**
 * Throws away the stored file bytes (the seed stores them again). A bucket is left as it is: it may
 * hold other data, and bytes no row names are harmless (content-addressed; the seed rewrites its own).
 */
async function wipeFiles(config: ProviderConfig): Promise<void> {
  if (config.s3) console.log(`[provider] the bucket ${config.s3.bucket} is left as it is; empty it by hand if you want its space back`);
  else if (config.filesDir !== IN_MEMORY_DATA_DIR) await rm(config.filesDir, { recursive: true, force: true });
}

/**
 * The database rebuilt from migrations and the demo data, open for the caller to close. `keepFiles`
 * leaves the stored file bytes alone: a database rebuilt beside the site's (db:scale) may share its
 * files folder, whose uploads the site's own rows still name.
 */
export async function rebuildDatabase(config: ProviderConfig, { keepFiles = false } = {}): Promise<DatabaseHandle> {
  await wipe(config);
  if (!keepFiles) await wipeFiles(config);
  const { database } = await prepareDatabase(config, seedData);
  return database;
}
