import { and, count, desc, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { properties, savedSearches } from '../db/schema';
import { sendDailyDigests, sendInstantAlerts } from '../queries/savedSearchAlerts';
import { namedDatabase } from './sizes';

/**
 * `tsx provider/src/scale/measureJob.ts alerts|digest --database URL` (npm run bench:scale, provider
 * stopped): one job's work on the database named, as its worker does it (DATABASE_URL is not read: the
 * alerts of its made-up listing are mails to that database's members), and prints its time, the memory it
 * added to this process and the peak, as one line of JSON. `alerts`: the instant alerts of one new
 * listing (a Lagos home to rent, which many searches ask for); `digest`: one daily digest run.
 */
const SAMPLE_EVERY_MS = 5;
const MB = 1024 * 1024;

async function main([job, ...args]: string[]) {
  if (job !== 'alerts' && job !== 'digest') throw new Error('Name the job to measure: alerts or digest');
  const config = { ...loadConfig(), databaseUrl: namedDatabase(args, 'measure on').databaseUrl };
  const database = await openDatabase(config);
  const { db } = database;
  try {
    const frequency = job === 'alerts' ? 'instant' : 'daily';
    const [{ searches }] = await db.select({ searches: count() }).from(savedSearches).where(eq(savedSearches.frequency, frequency));
    const work = job === 'alerts' ? await newListingAlerts() : () => sendDailyDigests(db, config, new Date());

    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, SAMPLE_EVERY_MS);
    const started = performance.now();
    const mailed = await work();
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(JSON.stringify({ ms, memoryMb: (peak - before) / MB, peakMb: peak / MB, searches, mailed }));
  } finally {
    await database.close();
  }

  /** A copy of the newest Lagos home to rent, listed now; answers its alerts' run. */
  async function newListingAlerts() {
    const [model] = await db
      .select()
      .from(properties)
      .where(and(eq(properties.stateId, 25), eq(properties.transactionType, 'RENT'), eq(properties.propertyTypeId, 1), eq(properties.availability, 'Available')))
      .orderBy(desc(properties.id))
      .limit(1);
    if (!model) throw new Error('No Lagos home to rent to copy');
    const now = new Date();
    // A new id from the sequence, as a listing saved through the form gets.
    const listing = { ...model, id: undefined, createdAt: now, confirmedAt: now, hiddenAt: null, heldForReviewAt: null };
    const [created] = await db.insert(properties).values(listing).returning({ id: properties.id });
    return () => sendInstantAlerts(db, config, [created.id]);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  console.error(`[scale] ${reason}`);
  process.exit(1);
});
