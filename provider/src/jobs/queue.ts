import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type ConstructorOptions, type DrizzleTransactionLike, type JobWithMetadata, type Queue, type QueuePolicy } from 'pg-boss';
import type { ProviderConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { freshnessClock } from '../clock';
import { sendConfirmationReminders } from '../freshness/reminders';
import { sendBookingText, type QueueTexts, type Text } from '../bookings/notices';
import { takeDailyBookingText } from '../bookings/textCap';
import { runBookingTimers } from '../bookings/timers';
import { pruneDailyCounts } from './dailyCounts';
import { smsSenderOf } from '../sms/sender';
import { sendDailyDigests, sendInstantAlerts } from '../queries/savedSearchAlerts';
import { storeListingPhotoVariants, storeMissingPhotoVariants } from '../photoVariants/storedVariants';
import type { FileStorage } from '../storage/fileStorage';

/** The queues and their jobs' data; every instance works all of them. */
export const QUEUES = {
  /**
   * `{propertyId}`: a listing was created or changed; its instant alerts go out in batches. One job per
   * listing waits at a time (the key is the listing): it reads the listing when it runs, so it covers
   * every edit made before then, and a burst of edits cannot queue a scan of every search each.
   */
  listingAlerts: 'listing-alerts',
  /** Sent by the schedule once a day across all instances: the daily saved-search digests. */
  dailyDigests: 'daily-digests',
  /** Sent by the schedule once a day across all instances: reminders to confirm old listings, and old text counts dropped. */
  listingReminders: 'listing-reminders',
  /** Sent by the schedule every five minutes across all instances: booking expiries and reminders. */
  bookingTimers: 'booking-timers',
  /** `{to, text}`: one booking text, sent after the change that caused it is saved, so no answer waits for the gateway. */
  bookingTexts: 'booking-texts',
  /**
   * `{propertyId}`: photos were uploaded with a listing; their variants are made (photoVariants/). `{}`:
   * every listing photo without them (queued at start). One job per key waits at a time.
   */
  photoVariants: 'photo-variants',
} as const;
const QUEUE_NAMES = Object.values(QUEUES);
/**
 * The listing alerts' queue is pg-boss's `stately`: at most one job per key waiting, one running and one
 * waiting to be retried. The photos' is `short`: one job per key waiting, so a photo uploaded while its
 * listing's job runs is still made.
 */
const POLICIES: Partial<Record<(typeof QUEUE_NAMES)[number], QueuePolicy>> = { [QUEUES.listingAlerts]: 'stately', [QUEUES.photoVariants]: 'short' };
const policyOf = (name: (typeof QUEUE_NAMES)[number]): QueuePolicy => POLICIES[name] ?? 'standard';

type PhotoVariantsJob = { propertyId?: number };
const EVERY_PHOTO = 'every-photo';

/** pg-boss sends a job inside the caller's transaction through it (both drivers answer `{rows}`). */
const within = (tx: Database) => ({ db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });

/** The digests go out at 07:00 in Nigeria, before the working day; reminders at 09:00. */
export const DIGEST_CRON = '0 7 * * *';
export const REMINDER_CRON = '0 9 * * *';
/** Bookings' reminders are due to the minute they were promised (two hours before): every five minutes is close enough. */
export const BOOKING_TIMER_CRON = '*/5 * * * *';
export const SCHEDULE_TIMEZONE = 'Africa/Lagos';

type QueueTimings = Pick<Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax' | 'expireInSeconds'>;

/** How the queues run; tests shorten the waits. */
export type JobTimings = {
  /** How often an idle worker looks for work, in seconds (LISTEN/NOTIFY wakes it sooner when it can). */
  pollingIntervalSeconds: number;
  /** How often the supervisor runs, in seconds. */
  superviseIntervalSeconds: number;
  /** How often running jobs past their expiry (a worker that died) are failed and retried, in seconds. */
  monitorIntervalSeconds: number;
  /** Listings whose alerts one worker sends together. */
  alertBatchSize: number;
  queues: Record<(typeof QUEUE_NAMES)[number], QueueTimings>;
};

const MINUTE = 60;
export const DEFAULT_JOB_TIMINGS: JobTimings = {
  pollingIntervalSeconds: 2,
  superviseIntervalSeconds: 60,
  monitorIntervalSeconds: 60,
  alertBatchSize: 25,
  queues: {
    [QUEUES.listingAlerts]: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 30 * MINUTE, expireInSeconds: 10 * MINUTE },
    [QUEUES.dailyDigests]: { retryLimit: 3, retryDelay: 10 * MINUTE, retryBackoff: true, retryDelayMax: 60 * MINUTE, expireInSeconds: 60 * MINUTE },
    [QUEUES.listingReminders]: { retryLimit: 3, retryDelay: 10 * MINUTE, retryBackoff: true, retryDelayMax: 60 * MINUTE, expireInSeconds: 60 * MINUTE },
    [QUEUES.bookingTimers]: { retryLimit: 2, retryDelay: MINUTE, retryBackoff: false, expireInSeconds: 4 * MINUTE },
    // Retried only when the worker itself failed: the gateway's refusals and timeouts are final (sendBookingText).
    [QUEUES.bookingTexts]: { retryLimit: 2, retryDelay: MINUTE, retryBackoff: false, expireInSeconds: 2 * MINUTE },
    // A backfill of many photos takes a while; a retry skips the photos already done.
    [QUEUES.photoVariants]: { retryLimit: 3, retryDelay: MINUTE, retryBackoff: true, retryDelayMax: 30 * MINUTE, expireInSeconds: 60 * MINUTE },
  },
};

export type JobQueue = {
  /**
   * Queues the instant alerts of a listing created or changed, in `tx`, the transaction that saved it:
   * the alerts are sent exactly when the listing is there, and the request waits for none of them.
   */
  listingChanged(tx: Database, propertyId: number): Promise<void>;
  /** Queues the variants of the photos uploaded with a listing, in `tx`, the transaction that saved them. */
  photosAdded(tx: Database, propertyId: number): Promise<void>;
  /** Queues the variants of every listing photo without them (at start: the demo photos, older uploads). */
  backfillPhotoVariants(): Promise<void>;
  /** Queues booking texts in `tx`, the transaction of the change they announce; nothing when texts are unavailable. */
  bookingTexts: QueueTexts;
  /** Queues a digest run now, as the schedule does each morning (tests; an operator's catch-up). */
  queueDigests(): Promise<void>;
  /** Jobs that failed for good (retries used up), kept a week: what an operator must look at. */
  failedCount(): Promise<number>;
  /** Resolves once no job is waiting or running (tests). */
  settled(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  database: DatabaseHandle;
  config: ProviderConfig;
  /** Where the photos whose variants the queue makes are. */
  storage: FileStorage;
  timings?: JobTimings;
  /** Whether this instance works the queues (false: it only sends jobs). */
  work?: boolean;
  /** pg-boss's table of running instances; tests on PGlite in jest's sandbox turn it off. */
  registerInstance?: boolean;
  /** Runs after each alert e-mail is committed (tests stop a worker there). */
  afterAlert?: () => Promise<void>;
};

/**
 * The provider's job queue: pg-boss on the provider's own database, PGlite (embedded, in-process, its
 * LISTEN/NOTIFY too) or PostgreSQL (its own small pool). pg-boss creates and migrates its tables in the
 * `pgboss` schema on start. Jobs are claimed with SKIP LOCKED, so several instances share the work;
 * the daily schedules are kept in the database and send one job a day whatever the instance count.
 * Mail delivery is not here: the outbox rows are that queue (mail/delivery.ts).
 */
export async function startJobQueue({
  database,
  config,
  storage,
  timings = DEFAULT_JOB_TIMINGS,
  work = true,
  registerInstance = true,
  afterAlert,
}: JobQueueOptions): Promise<JobQueue> {
  const { db } = database;
  const connection: ConstructorOptions =
    'pglite' in database.queue
      ? { db: fromPglite(database.queue.pglite), backend: 'pglite' }
      : { connectionString: database.queue.connectionString, max: 4, application_name: 'naija-homes-jobs' };
  const boss = new PgBoss({
    ...connection,
    registerInstance,
    superviseIntervalSeconds: timings.superviseIntervalSeconds,
    monitorIntervalSeconds: timings.monitorIntervalSeconds,
    schedule: work,
    supervise: work,
  });
  boss.on('error', (error: unknown) => console.error('[jobs]', error));
  await boss.start();
  for (const name of QUEUE_NAMES) {
    const existing = await boss.getQueue(name);
    if (existing?.policy === policyOf(name)) await boss.updateQueue(name, timings.queues[name]);
    else await recreateQueue(boss, db, name, { ...timings.queues[name], policy: policyOf(name) }, existing !== null);
  }

  const sender = smsSenderOf(db, config);
  const bookingTexts: QueueTexts = async (tx, texts) => {
    if (!sender) return;
    const now = freshnessClock.now();
    for (const text of texts) {
      // Past the number's daily cap the text is skipped; the change and its mails still go through.
      if (await takeDailyBookingText(tx, text.to, now)) await boss.send(QUEUES.bookingTexts, text, within(tx));
      else console.warn(`[bookings] daily text cap reached for a number ending ${text.to.slice(-3)}; text skipped`);
    }
  };

  if (work) {
    const polling = { pollingIntervalSeconds: timings.pollingIntervalSeconds };
    await boss.work<{ propertyId: number }>(QUEUES.listingAlerts, { ...polling, batchSize: timings.alertBatchSize }, async (jobs) => {
      await sendInstantAlerts(db, config, jobs.map((job) => job.data.propertyId), afterAlert);
    });
    await boss.work(QUEUES.dailyDigests, { ...polling, includeMetadata: true }, async ([job]: JobWithMetadata[]) => {
      // The job's own time, kept across its retries, so a retry skips the searches already mailed.
      if (job) await sendDailyDigests(db, config, job.createdOn);
    });
    await boss.schedule(QUEUES.dailyDigests, DIGEST_CRON, null, { tz: SCHEDULE_TIMEZONE });
    // Each listing is claimed with its reminder, so a retried run reminds nobody twice. The same daily
    // run drops old text counts: a second pruning run deletes nothing more.
    await boss.work(QUEUES.listingReminders, polling, async () => {
      await sendConfirmationReminders(db, config, freshnessClock.now());
      await pruneDailyCounts(db, freshnessClock.now());
    });
    await boss.schedule(QUEUES.listingReminders, REMINDER_CRON, null, { tz: SCHEDULE_TIMEZONE });
    // Each booking is claimed with its mail, so overlapping runs mail nobody twice.
    await boss.work(QUEUES.bookingTimers, polling, async () => {
      await runBookingTimers(db, config, bookingTexts, freshnessClock.now());
    });
    await boss.work<Text>(QUEUES.bookingTexts, polling, async ([job]) => {
      if (job && sender) await sendBookingText(sender, job.data);
    });
    await boss.schedule(QUEUES.bookingTimers, BOOKING_TIMER_CRON, null, { tz: SCHEDULE_TIMEZONE });
    // One photo job at a time per instance: resizing keeps a core busy, and pages never wait for it.
    await boss.work<PhotoVariantsJob>(QUEUES.photoVariants, polling, async ([job]) => {
      if (!job) return;
      if (job.data.propertyId === undefined) {
        const made = await storeMissingPhotoVariants(db, storage);
        if (made > 0) console.log(`[photo-variants] made the variants of ${made} listing photos that lacked them`);
      } else await storeListingPhotoVariants(db, storage, job.data.propertyId);
    });
  }

  const countIn = async (states: string[]) => {
    const result = (await db.execute(
      sql`select count(*)::int as count from pgboss.job where name in ${QUEUE_NAMES} and state in ${states}`,
    )) as unknown as { rows: { count: number }[] };
    return Number(result.rows[0]?.count ?? 0);
  };

  return {
    async listingChanged(tx, propertyId) {
      await boss.send(QUEUES.listingAlerts, { propertyId }, { ...within(tx), singletonKey: String(propertyId) });
    },
    async photosAdded(tx, propertyId) {
      await boss.send(QUEUES.photoVariants, { propertyId }, { ...within(tx), singletonKey: String(propertyId) });
    },
    async backfillPhotoVariants() {
      await boss.send(QUEUES.photoVariants, {}, { singletonKey: EVERY_PHOTO });
    },
    bookingTexts,
    async queueDigests() {
      await boss.send(QUEUES.dailyDigests, null);
    },
    failedCount: () => countIn(['failed']),
    async settled(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while ((await countIn(['created', 'retry', 'active'])) > 0) {
        if (Date.now() > deadline) throw new Error('Jobs still waiting or running');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/**
 * Creates a queue, or makes it again when it exists with another policy (pg-boss cannot change one in
 * place): the jobs still waiting in it are sent again into the new queue, so none is lost.
 */
async function recreateQueue(boss: PgBoss, db: Database, name: string, options: Omit<Queue, 'name'>, exists: boolean) {
  if (!exists) {
    await boss.createQueue(name, options);
    return;
  }
  const waiting = (await db.execute(
    sql`select distinct data from pgboss.job where name = ${name} and state in ('created', 'retry', 'active')`,
  )) as unknown as { rows: { data: { propertyId?: number } | null }[] };
  await boss.deleteQueue(name);
  await boss.createQueue(name, options);
  for (const { data } of waiting.rows) {
    await boss.send(name, data, data?.propertyId === undefined ? {} : { singletonKey: String(data.propertyId) });
  }
}
