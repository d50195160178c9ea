/**
 * A provider's alert worker alone, for provider/src/jobs/killedWorker.test.ts: works the job queue on
 * DATABASE_URL, its files in PROVIDER_FILES_DIR, with the tests' timings, prints `sent N` after each alert e-mail is committed, and after
 * the second hangs, waiting to be killed mid-batch.
 */
import { loadConfig } from '../config';
import { nodePostgresDatabase } from '../db/client';
import { startJobQueue } from '../jobs/queue';
import { diskFileStorage } from '../storage/fileStorage';
import { TEST_JOB_TIMINGS } from './testProvider';

const connectionString = process.env.DATABASE_URL;
const filesDir = process.env.PROVIDER_FILES_DIR;
if (!connectionString || !filesDir) throw new Error('DATABASE_URL and PROVIDER_FILES_DIR are required');
const config = loadConfig({ APP_URL: process.env.APP_URL, PROVIDER_PUBLIC_URL: process.env.PROVIDER_PUBLIC_URL, PROVIDER_DATA_DIR: 'memory://' });
const database = nodePostgresDatabase({ connectionString, poolSize: 2, statementTimeoutMs: 10_000 });

let sent = 0;
void startJobQueue({
  database,
  config,
  storage: diskFileStorage(filesDir),
  timings: TEST_JOB_TIMINGS,
  afterAlert: async () => {
    sent += 1;
    console.log(`sent ${sent}`);
    if (sent >= 2) await new Promise(() => {});
  },
}).then(() => console.log('working'));
