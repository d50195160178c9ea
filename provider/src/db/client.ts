import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ProviderConfig } from '../config';
import { IN_MEMORY_DATA_DIR } from '../inMemory';

/** The drizzle database every query is written against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  /** Where the job queue (provider/src/jobs) keeps its tables: the same database, by its own connections. */
  queue: { pglite: PGlite } | { connectionString: string };
  /**
   * Applies the versioned SQL migrations in provider/drizzle that have not run yet (tests of a
   * migration pass a copy of the folder that stops before it).
   */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(__dirname, '../../drizzle');

/** Wraps an open PGlite instance; tests create theirs in memory and pass it in. */
export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client });
  return {
    db,
    queue: { pglite: client },
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

export type PostgresOptions = { connectionString: string; poolSize: number; statementTimeoutMs: number };

/** A PostgreSQL server through a node-postgres pool; tests open theirs on a database of their own. */
export function nodePostgresDatabase({ connectionString, poolSize, statementTimeoutMs }: PostgresOptions): DatabaseHandle {
  const db = drizzleNodePostgres({
    connection: { connectionString, max: poolSize, statement_timeout: statementTimeoutMs || undefined },
  });
  return {
    db,
    queue: { connectionString },
    migrate: (folder = migrationsFolder) => migrateNodePostgres(db, { migrationsFolder: folder }),
    close: () => db.$client.end(),
  };
}

export async function openDatabase(config: ProviderConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return nodePostgresDatabase({
      connectionString: config.databaseUrl,
      poolSize: config.databasePoolSize,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    });
  }
  if (config.dataDir === IN_MEMORY_DATA_DIR) return pgliteDatabase(await PGlite.create());
  // PGlite creates the data folder itself but not its parents.
  await mkdir(path.dirname(config.dataDir), { recursive: true });
  return pgliteDatabase(await PGlite.create({ dataDir: config.dataDir }));
}
