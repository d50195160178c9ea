import type { HttpBindings } from '@hono/node-server';
import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { FileStorage } from '../storage/fileStorage';

/** What every router needs: the database, the storage of uploaded bytes, the configuration and the job queue. */
export type ProviderDependencies = { db: Database; storage: FileStorage; config: ProviderConfig; jobs: JobQueue };

/** The signed-in user of a request, as established by the bearer-token middleware. */
export type Authentication = { userId: number; tokenId: number };

/**
 * `incoming` is there when served by @hono/node-server; tests call the app in-process without it.
 * `clientAddress` is the browser's address, set for every request (http/clientAddress.ts).
 */
export type AppEnv = { Bindings: Partial<HttpBindings> | undefined; Variables: { auth: Authentication | null; clientAddress: string } };
