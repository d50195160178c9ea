/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq, inArray, like, sql } from 'drizzle-orm';
import { outbox, properties, savedSearches, users } from '../db/schema';
import { HIDDEN_LISTING, LISTING_EDITS_PER_HOUR } from '../routes/listings';
import { FLAT, LAGOS, RESIDENTIAL } from '../testing/fixtureSeedData';
import { signInOwnerAndBuyer } from '../testing/session';
import { startTestJobQueue, startTestProvider, TEST_JOB_TIMINGS, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPdf, tinyPng } from '../testing/uploads';
import { BOOKING_TIMER_CRON, DIGEST_CRON, QUEUES, REMINDER_CRON, SCHEDULE_TIMEZONE, type JobQueue } from './queue';
import { HOME_FACTS } from '../testing/livingFacts';

// These run on PGlite, and on PostgreSQL under scripts/test-postgres.mjs.

const rentInLagos = `transaction_type=RENT&state_id=${LAGOS}&no_bedroom=3&max_price=5000000`;
const flat = {
  for_sale: '0', for_sale_aso: '0', name: 'Three bedroom flat in Alausa', price: '4,500,000', payment_plan_option_id: '1',
  property_type_id: String(RESIDENTIAL), property_category_id: String(FLAT), no_bedroom: '3', no_bathroom: '2', no_kitchen: '1',
  no_toilet: '3', car_parking: '1', square_feet: '1200', year_built: '2020', features: ['1'], country_id: '161',
  state_id: String(LAGOS), city_id: '250', town_id: '2500', description: 'Serviced flat.', vat: '0',
  financial_advisory_fee: '0', video_link: '', latitude: '6.6018', longitude: '3.3515', ...HOME_FACTS,
};
const image = (name: string, shade: number) => ({ bytes: tinyPng(shade), name, type: 'image/png' });
const files = () => ({
  primary_image: [image('front.png', 1)],
  other_images: [],
  property_documents: [{ bytes: tinyPdf(), name: 'c-of-o.pdf', type: 'application/pdf' }],
  floor_plan: [image('plan.png', 2)],
});

async function listFlat(provider: TestProvider, owner: string, overrides: Record<string, string> = {}) {
  const response = await provider.request('/api/vst/profile/submitListing', multipartRequest({ ...flat, ...overrides }, files(), owner));
  const body = (await response.json()) as { property: { id: number } };
  if (response.status !== 201) throw new Error(`Listing answered ${response.status}: ${JSON.stringify(body)}`);
  return body.property.id;
}

const editRequest = (provider: TestProvider, owner: string, propertyId: number, overrides: Record<string, string>) =>
  provider.request('/api/vst/profile/modifyProperty', multipartRequest({ ...flat, ...overrides, propertyID: String(propertyId) }, {}, owner));

async function editFlat(provider: TestProvider, owner: string, propertyId: number, overrides: Record<string, string>) {
  const response = await editRequest(provider, owner, propertyId, overrides);
  if (response.status !== 200) throw new Error(`Editing answered ${response.status}: ${await response.text()}`);
}

/** The listing's alert jobs not yet run. */
async function waitingAlertJobs(provider: TestProvider, propertyId: number) {
  const result = (await provider.db.execute(
    sql`select count(*)::int as count from pgboss.job where name = ${QUEUES.listingAlerts} and state = 'created' and (data->>'propertyId')::int = ${propertyId}`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count;
}

async function buyerId(provider: TestProvider) {
  const [buyer] = await provider.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@example.com'));
  return buyer!.id;
}

/** Saved straight into the table: these tests are about the alerts, not about saving. */
async function instantSearches(provider: TestProvider, names: string[], query = rentInLagos) {
  const userId = await buyerId(provider);
  return provider.db
    .insert(savedSearches)
    .values(names.map((name) => ({ userId, name, query, frequency: 'instant' as const })))
    .returning({ id: savedSearches.id });
}

const alertsTo = async (provider: TestProvider, searchName: string) =>
  provider.db.select().from(outbox).where(like(outbox.subject, `%"${searchName}"`));

async function health(provider: TestProvider) {
  return (await (await provider.request('/health')).json()) as { ok: boolean; jobs: { failed: number | null }; mail: { failed: number | null } };
}

describe('instant alerts are sent by jobs, not in the listing request', () => {
  let provider: TestProvider;
  let owner: string;
  let worker: JobQueue | undefined;
  // This provider's own queue only sends jobs: a worker is started when a test wants them run.
  beforeAll(async () => {
    provider = await startTestProvider();
    ({ owner } = await signInOwnerAndBuyer(provider));
  }, 90_000);
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await provider.db.delete(savedSearches);
  });
  afterAll(() => provider.close());

  test('the listing is answered with its alerts still queued; a worker sends them in one batch, one e-mail per search', async () => {
    await instantSearches(provider, ['Batch flats']);
    const first = await listFlat(provider, owner, { name: 'Batch flat one' });
    const second = await listFlat(provider, owner, { name: 'Batch flat two' });
    expect(await alertsTo(provider, 'Batch flats')).toEqual([]);

    worker = await startTestJobQueue(provider);
    await worker.settled();
    const mails = await alertsTo(provider, 'Batch flats');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('2 new listings for "Batch flats"');
    expect(mails[0]?.links).toEqual(expect.arrayContaining([`http://app.test/property/${first}`, `http://app.test/property/${second}`]));
  });

  test('an edit that makes a listing match alerts that search once; later edits alert nobody again', async () => {
    await instantSearches(provider, ['Cheap flats']);
    worker = await startTestJobQueue(provider);
    const propertyId = await listFlat(provider, owner, { price: '9,000,000' });
    await worker.settled();
    expect(await alertsTo(provider, 'Cheap flats')).toEqual([]);

    await editFlat(provider, owner, propertyId, { price: '4,000,000' });
    await worker.settled();
    expect(await alertsTo(provider, 'Cheap flats')).toHaveLength(1);

    await editFlat(provider, owner, propertyId, { price: '3,900,000' });
    await worker.settled();
    expect(await alertsTo(provider, 'Cheap flats')).toHaveLength(1);
  });

  test('edits made before its job runs queue no second job for the listing', async () => {
    const propertyId = await listFlat(provider, owner, { name: 'Edited in a burst' });
    for (const price of ['4,100,000', '4,200,000', '4,300,000']) await editFlat(provider, owner, propertyId, { price });
    expect(await waitingAlertJobs(provider, propertyId)).toBe(1);

    // The one job reads the listing as it is when it runs: the last price.
    await instantSearches(provider, ['Burst flats'], `${rentInLagos}&min_price=4250000`);
    worker = await startTestJobQueue(provider);
    await worker.settled();
    expect(await alertsTo(provider, 'Burst flats')).toHaveLength(1);
  });

  test('a listing staff hid cannot be edited, so no edit announces it to searches', async () => {
    const propertyId = await listFlat(provider, owner, { name: 'Hidden by staff' });
    worker = await startTestJobQueue(provider);
    await worker.settled();
    await provider.db.update(properties).set({ hiddenAt: new Date(), hiddenReason: 'A scam' }).where(eq(properties.id, propertyId));

    const refused = await editRequest(provider, owner, propertyId, { price: '1,000,000' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ Detail: HIDDEN_LISTING });
    expect(await waitingAlertJobs(provider, propertyId)).toBe(0);
    const [stored] = await provider.db.select({ price: properties.price }).from(properties).where(eq(properties.id, propertyId));
    expect(stored?.price).toBe(4_500_000);
  });

  test('a queue made before one job per listing is made again on start, its waiting jobs kept', async () => {
    await instantSearches(provider, ['Kept across the change']);
    await provider.db.execute(sql`select pgboss.delete_queue(${QUEUES.listingAlerts})`);
    await provider.db.execute(sql`select pgboss.create_queue(${QUEUES.listingAlerts}, '{"policy":"standard"}'::jsonb)`);
    await listFlat(provider, owner, { name: 'Listed before the change' });

    worker = await startTestJobQueue(provider);
    await worker.settled();
    const policy = (await provider.db.execute(sql`select policy from pgboss.queue where name = ${QUEUES.listingAlerts}`)) as unknown as { rows: unknown[] };
    expect(policy.rows).toEqual([{ policy: 'stately' }]);
    expect(await alertsTo(provider, 'Kept across the change')).toHaveLength(1);
  });

  test(`an owner's edits are limited to ${LISTING_EDITS_PER_HOUR} an hour`, async () => {
    const propertyId = await listFlat(provider, owner, { name: 'Edited in a loop' });
    const statuses: number[] = [];
    for (let edit = 0; edit <= LISTING_EDITS_PER_HOUR; edit += 1) {
      statuses.push((await editRequest(provider, owner, propertyId, { price: String(4_000_000 + edit) })).status);
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(LISTING_EDITS_PER_HOUR);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);

  test('a worker killed mid-batch: another finishes the job, and every search gets its alert exactly once', async () => {
    const names = ['Killed 1', 'Killed 2', 'Killed 3', 'Killed 4', 'Killed 5', 'Killed 6'];
    await instantSearches(provider, names);
    await listFlat(provider, owner, { name: 'Flat for the killed worker' });

    // The first worker stops dead after its second e-mail: it neither finishes nor fails the job.
    let sentByFirst = 0;
    let killed!: () => void;
    const isKilled = new Promise<void>((resolve) => (killed = resolve));
    let revive!: () => void;
    const revived = new Promise<void>((resolve) => (revive = resolve));
    const first = await startTestJobQueue(provider, {
      afterAlert: async () => {
        sentByFirst += 1;
        if (sentByFirst < 2) return;
        killed();
        await revived;
        throw new Error('This worker was killed');
      },
    });
    await isKilled;
    expect((await Promise.all(names.map((name) => alertsTo(provider, name)))).flat()).toHaveLength(2);

    // Its job expires and is retried; a second worker takes it and sends only what is left.
    worker = await startTestJobQueue(provider);
    await worker.settled(30_000);
    revive();
    await first.stop();

    for (const name of names) expect(await alertsTo(provider, name)).toHaveLength(1);
    expect(await worker.failedCount()).toBe(0);
  }, 60_000);
});

describe('what failed for good is counted on /health', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    const timings = { ...TEST_JOB_TIMINGS, queues: { ...TEST_JOB_TIMINGS.queues, [QUEUES.listingAlerts]: { retryLimit: 1, retryDelay: 1, expireInSeconds: 3 } } };
    provider = await startTestProvider(undefined, {}, { timings, work: true });
  }, 90_000);
  afterAll(() => provider.close());

  test('a job that keeps failing ends failed, and a mail given up is counted beside it', async () => {
    expect(await health(provider)).toEqual({ ok: true, jobs: { failed: 0 }, mail: { failed: 0 } });
    // A job whose data no run can use: every attempt fails (once a search makes it read the listing).
    await instantSearches(provider, ['Never matched']);
    await provider.jobs.listingChanged(provider.db, 'not an id' as unknown as number);
    await provider.jobs.settled(30_000);
    await provider.db.insert(outbox).values({ to: 'gone@example.com', subject: 'Lost', text: '', links: [], delivery: 'failed' });
    expect(await health(provider)).toEqual({ ok: true, jobs: { failed: 1 }, mail: { failed: 1 } });
  }, 40_000);
});

describe('daily digests', () => {
  let provider: TestProvider;
  let owner: string;
  beforeAll(async () => {
    provider = await startTestProvider(undefined, {}, { work: true });
    ({ owner } = await signInOwnerAndBuyer(provider));
  }, 90_000);
  afterAll(() => provider.close());

  test('are scheduled in the database once for every instance, each morning in Lagos (reminders and booking timers too)', async () => {
    const second = await startTestJobQueue(provider);
    try {
      const schedules = await provider.db.execute(`select name, cron, timezone from pgboss.schedule order by name`);
      expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([
        { name: QUEUES.bookingTimers, cron: BOOKING_TIMER_CRON, timezone: SCHEDULE_TIMEZONE },
        { name: QUEUES.dailyDigests, cron: DIGEST_CRON, timezone: SCHEDULE_TIMEZONE },
        { name: QUEUES.listingReminders, cron: REMINDER_CRON, timezone: SCHEDULE_TIMEZONE },
      ]);
    } finally {
      await second.stop();
    }
  });

  test("a day's job run twice (retried, or sent twice) mails each daily search once", async () => {
    const userId = await buyerId(provider);
    const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const [search] = await provider.db
      .insert(savedSearches)
      .values({ userId, name: 'Daily job flats', query: rentInLagos, frequency: 'daily', digestedUntil: yesterday })
      .returning({ id: savedSearches.id });
    await listFlat(provider, owner, { name: 'Digest job flat' });

    // Two of the day's jobs, as a retry or a second schedule would make: the second finds nothing due.
    await provider.jobs.queueDigests();
    await provider.jobs.queueDigests();
    await provider.jobs.settled();
    expect(await alertsTo(provider, 'Daily job flats')).toHaveLength(1);
    await provider.db.delete(savedSearches).where(inArray(savedSearches.id, [search!.id]));
  });
});
