import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { JobQueue } from './queue';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** What failed for good in the last week, for /health: jobs out of retries, mails given up. `null`: unreadable. */
export type Failures = { jobs: { failed: number | null }; mail: { failed: number | null } };

export async function recentFailures(db: Database, jobs: JobQueue, now = new Date()): Promise<Failures> {
  const failedJobs = jobs.failedCount().catch(() => null);
  const failedMail = db
    .select({ count: count() })
    .from(outbox)
    .where(and(eq(outbox.delivery, 'failed'), gt(outbox.sentAt, new Date(now.getTime() - WEEK_MS))))
    .then(([row]) => row?.count ?? 0)
    .catch(() => null);
  return { jobs: { failed: await failedJobs }, mail: { failed: await failedMail } };
}
