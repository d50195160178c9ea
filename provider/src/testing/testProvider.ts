import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { Client } from 'pg';
import { createApp } from '../app';
import { loadConfig, type ProviderConfig } from '../config';
import { migrationsFolder, nodePostgresDatabase, pgliteDatabase, type Database, type DatabaseHandle } from '../db/client';
import { DEFAULT_JOB_TIMINGS, startJobQueue, type JobQueue, type JobQueueOptions, type JobTimings } from '../jobs/queue';
import { seedDatabase } from '../seed/seed';
import { temporaryFileStorage, type FileStorage } from '../storage/fileStorage';
import { fixtureSeedData } from './fixtureSeedData';

export const TEST_APP_URL = 'http://app.test';
export const TEST_PUBLIC_URL = 'http://provider.test';

export type TestProvider = {
  db: Database;
  storage: FileStorage;
  config: ProviderConfig;
  /** The provider's job queue (working when asked: `work: true`); `jobs.settled()` waits for its jobs. */
  jobs: JobQueue;
  /** The database under it, for a second queue (another worker) on the same tables. */
  database: DatabaseHandle;
  /** Calls the app without a socket, as the web app would over HTTP; `peer` plays the socket's address. */
  request(path: string, init?: RequestInit, peer?: string): Promise<Response>;
  close(): Promise<void>;
};

/** What provider/jest-pglite-environment.mjs hands each test file (shared by the files of a worker). */
type EnvironmentPGlite = {
  create(options?: PGliteOptions): Promise<PGlite>;
  /** What a worker's first test file made for the others: a migrated data folder, a template database. */
  kept: Map<string, Promise<Blob | string>>;
};

function pgliteFromEnvironment(): EnvironmentPGlite {
  const loaded = (globalThis as { providerTestPGlite?: EnvironmentPGlite }).providerTestPGlite;
  if (!loaded) throw new Error('Run this test with `@jest-environment ./provider/jest-pglite-environment.mjs`');
  return loaded;
}

/**
 * Made once per jest worker and kept for its other test files, under a key that includes the
 * migrations journal's text (a new migration makes a new one).
 */
function keptForWorker<Kept extends Blob | string>(name: string, make: () => Promise<Kept>): Promise<Kept> {
  const { kept } = pgliteFromEnvironment();
  const key = `${name}:${readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')}`;
  if (!kept.has(key)) kept.set(key, make());
  return kept.get(key) as Promise<Kept>;
}

/** Runs one statement on the PostgreSQL server's maintenance database. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database of its own on the PostgreSQL server (a copy of `template` if given), dropped when it closes. */
async function databaseOnServer(serverUrl: string, template?: string): Promise<DatabaseHandle> {
  const name = `provider_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const handle = nodePostgresDatabase({ connectionString: databaseUrl(serverUrl, name), poolSize: 10, statementTimeoutMs: 10_000 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `drop database ${name}`);
    },
  };
}

/**
 * An empty database, not migrated (tests of a migration apply the ones before it themselves): with
 * PROVIDER_TEST_DATABASE_URL (a PostgreSQL server, see scripts/test-postgres.mjs) one of its own on
 * that server, otherwise an in-memory PGlite.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.PROVIDER_TEST_DATABASE_URL;
  return serverUrl ? databaseOnServer(serverUrl) : pgliteDatabase(await pgliteFromEnvironment().create());
}

/**
 * A fresh database with every migration applied. initdb and the migrations take seconds each time,
 * so a worker's first test file keeps its migrated database (PGlite's data folder, or a template
 * database on the server) and the others start from a copy of it.
 */
async function migratedDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.PROVIDER_TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await keptForWorker('template', async () => {
      const name = `provider_template_${randomBytes(6).toString('hex')}`;
      await onServer(serverUrl, `create database ${name}`);
      // Closed, not dropped: a template is copied only with no one connected; the server goes at the run's end.
      const template = nodePostgresDatabase({ connectionString: databaseUrl(serverUrl, name), poolSize: 1, statementTimeoutMs: 0 });
      try {
        await template.migrate();
      } finally {
        await template.close();
      }
      return name;
    });
    return databaseOnServer(serverUrl, template);
  }
  const folder = await keptForWorker('data folder', async () => {
    const client = await pgliteFromEnvironment().create();
    const database = pgliteDatabase(client);
    try {
      await database.migrate();
      return await client.dumpDataDir('none');
    } finally {
      await database.close();
    }
  });
  return pgliteDatabase(await pgliteFromEnvironment().create({ loadDataDir: folder }));
}

/** The queue's waits for tests: quick polls and retries, a dead worker's job retried within seconds. */
export const TEST_JOB_TIMINGS: JobTimings = {
  ...DEFAULT_JOB_TIMINGS,
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
  monitorIntervalSeconds: 1,
  queues: Object.fromEntries(
    Object.entries(DEFAULT_JOB_TIMINGS.queues).map(([name, { retryLimit }]) => [name, { retryLimit, retryDelay: 1, retryBackoff: false, expireInSeconds: 3 }]),
  ) as JobTimings['queues'],
};

/** A job queue on a test provider's database, as a provider process starts it (tests add a worker). */
export function startTestJobQueue(
  { database, config, storage }: Pick<TestProvider, 'database' | 'config' | 'storage'>,
  options: Partial<JobQueueOptions> = {},
): Promise<JobQueue> {
  // pg-boss's instance table is written with values jest's sandbox and PGlite's realm disagree on.
  return startJobQueue({ database, config, storage, timings: TEST_JOB_TIMINGS, registerInstance: 'connectionString' in database.queue, ...options });
}

/**
 * A provider on a fresh database (in-memory PGlite, or PostgreSQL in the CI stage), migrated and
 * seeded with the fixture data, its files in `storage` (a temporary folder unless given), with a job
 * queue that only sends jobs unless `jobOptions.work` is true. Creating one takes a few seconds: share
 * it across a test file (beforeAll). `environment` adds provider variables (a gateway's keys, say).
 */
export async function startTestProvider(
  storage: FileStorage = temporaryFileStorage(),
  environment: Record<string, string> = {},
  jobOptions: Partial<JobQueueOptions> = {},
): Promise<TestProvider> {
  const config = loadConfig({
    ...environment,
    APP_URL: TEST_APP_URL,
    PROVIDER_PUBLIC_URL: TEST_PUBLIC_URL,
    PROVIDER_DATA_DIR: 'memory://',
    PROVIDER_SEED_PHOTO_CACHE_DIR: process.env.PROVIDER_SEED_PHOTO_CACHE_DIR,
  });
  const database = await migratedDatabase();
  await seedDatabase(database.db, storage, fixtureSeedData, { photoCacheDir: config.seedPhotoCacheDir });
  // Most tests only need jobs sent; a queue at work polls the database, which slows every other query.
  const jobs = await startTestJobQueue({ database, config, storage }, { work: false, ...jobOptions });
  const app = createApp({ db: database.db, storage, config, jobs });
  return {
    db: database.db,
    storage,
    config,
    jobs,
    database,
    request: async (path, init, peer) => app.request(path, init, peer ? { incoming: { socket: { remoteAddress: peer } } as IncomingMessage } : undefined),
    close: async () => {
      await jobs.stop();
      await database.close();
    },
  };
}

/** A JSON request to the /api/vst contract, optionally signed in. */
export function apiRequest(method: 'GET' | 'POST', body?: unknown, token?: string): RequestInit {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
}
