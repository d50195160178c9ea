/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq, like, sql } from 'drizzle-orm';
import { freshnessClock } from '../clock';
import { outbox, properties, savedSearches, users } from '../db/schema';
import { QUEUES } from '../jobs/queue';
import { LAGOS } from '../testing/fixtureSeedData';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, TEST_JOB_TIMINGS, type TestProvider } from '../testing/testProvider';
import { SEARCH_BATCH, sendDailyDigests, sendInstantAlerts, SavedSearchRunError } from './savedSearchAlerts';

// These run on PGlite, and on PostgreSQL under scripts/test-postgres.mjs.

let provider: TestProvider;
let buyer: string;
beforeAll(async () => {
  // Digest jobs retried once, a second apart, so a run that keeps failing ends failed within the test.
  const timings = { ...TEST_JOB_TIMINGS, queues: { ...TEST_JOB_TIMINGS.queues, [QUEUES.dailyDigests]: { retryLimit: 1, retryDelay: 1, expireInSeconds: 3 } } };
  provider = await startTestProvider(undefined, {}, { timings, work: true });
  ({ buyer } = await signInOwnerAndBuyer(provider));
}, 90_000);
afterEach(async () => {
  await provider.db.delete(savedSearches);
  await provider.db.execute(sql`drop trigger if exists refuse_broken_mail on outbox`);
});
afterAll(() => provider.close());

const DAY_MS = 24 * 60 * 60 * 1000;
/** Fixture homes 2, 4, 8, 10, 14, 16, 20 and 22: the owner's, to rent in Lagos. */
const rentInLagos = `transaction_type=RENT&state_id=${LAGOS}`;

async function buyerId() {
  const [row] = await provider.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@example.com'));
  return row!.id;
}

/** Saved straight into the table, as an older provider would have kept them, last digested two days ago. */
async function savedSearch(name: string, query: string, frequency: 'instant' | 'daily') {
  const [row] = await provider.db
    .insert(savedSearches)
    .values({ userId: await buyerId(), name, query, frequency, digestedUntil: new Date(Date.now() - 2 * DAY_MS) })
    .returning({ id: savedSearches.id });
  return row!.id;
}

const mailsFor = async (searchName: string) => provider.db.select().from(outbox).where(like(outbox.subject, `%"${searchName}"`));
const linksOf = async (searchName: string) => (await mailsFor(searchName)).flatMap((mail) => mail.links);
const propertyLink = (id: number) => `http://app.test/property/${id}`;

/** A fixture listing of the owner's, made new (created an hour ago), so a digest takes it. */
async function freshListing(id: number) {
  await provider.db.update(properties).set({ createdAt: new Date(Date.now() - 60 * 60 * 1000), confirmedAt: new Date() }).where(eq(properties.id, id));
}

describe('a saved query holds only what the database takes', () => {
  test('an id or a number too large for its column is refused when saving, naming the filter', async () => {
    for (const [query, filter] of [
      ['transaction_type=BUY&state_id=99999999999', 'state_id'],
      ['transaction_type=BUY&no_bedroom=99999999999', 'no_bedroom'],
      ['transaction_type=BUY&min_price=99999999999999999999', 'min_price'],
    ] as const) {
      const response = await provider.request('/api/vst/profile/savedSearches', apiRequest('POST', { name: 'Too far', query, frequency: 'daily' }, buyer));
      expect(response.status).toBe(422);
      expect(((await response.json()) as Refusal).ResponseMessage.query?.[0]).toMatch(new RegExp(`^Must be a listings search \\(${filter}: `));
    }
    expect(await provider.db.select().from(savedSearches)).toEqual([]);
    // The listings themselves refuse the same values instead of failing.
    expect((await provider.request('/api/vst/params/filterProperties?state_id=99999999999')).status).toBe(422);
  });

  test('a search saved before the bounds stops nobody else\'s digest', async () => {
    await savedSearch('Out of range', 'transaction_type=BUY&state_id=99999999999', 'daily');
    await savedSearch('Lagos flats daily', rentInLagos, 'daily');
    await freshListing(2);

    await expect(sendDailyDigests(provider.db, provider.config, new Date())).resolves.toBe(1);
    expect(await linksOf('Lagos flats daily')).toContain(propertyLink(2));
    expect(await mailsFor('Out of range')).toEqual([]);
  });
});

describe('one failing search is recorded and skipped, never the whole run', () => {
  /** The database refuses this search's e-mail: any failure of one search, as a bad query once was. */
  async function refuseMailOf(searchName: string) {
    await provider.db.execute(sql.raw(`
      create or replace function refuse_broken_mail() returns trigger language plpgsql as $$
      begin
        if new.subject like '%"${searchName}"' then raise exception 'refused for the test'; end if;
        return new;
      end $$`));
    await provider.db.execute(sql`create trigger refuse_broken_mail before insert on outbox for each row execute function refuse_broken_mail()`);
  }

  test('the digest run mails the searches after a failing one, in the order saved, then fails naming it', async () => {
    const broken = await savedSearch('Broken digest', rentInLagos, 'daily');
    await savedSearch('Digest after the broken one', rentInLagos, 'daily');
    await freshListing(8);
    await refuseMailOf('Broken digest');

    await expect(sendDailyDigests(provider.db, provider.config, new Date())).rejects.toEqual(new SavedSearchRunError([broken]));
    expect(await linksOf('Digest after the broken one')).toContain(propertyLink(8));
  });

  test('instant alerts likewise', async () => {
    const broken = await savedSearch('Broken instant', rentInLagos, 'instant');
    await savedSearch('Instant after the broken one', rentInLagos, 'instant');
    await refuseMailOf('Broken instant');

    await expect(sendInstantAlerts(provider.db, provider.config, [10])).rejects.toEqual(new SavedSearchRunError([broken]));
    expect(await linksOf('Instant after the broken one')).toContain(propertyLink(10));
  });

  test('a digest job that keeps failing on one search ends failed and is counted on /health', async () => {
    await savedSearch('Broken in the job', rentInLagos, 'daily');
    await savedSearch('Mailed by the job', rentInLagos, 'daily');
    await freshListing(14);
    await refuseMailOf('Broken in the job');

    await provider.jobs.queueDigests();
    await provider.jobs.settled(30_000);
    expect(await linksOf('Mailed by the job')).toContain(propertyLink(14));
    expect(await (await provider.request('/health')).json()).toMatchObject({ jobs: { failed: 1 } });
  }, 40_000);
});

describe('alerts and digests announce exactly what search shows', () => {
  afterEach(() => freshnessClock.setOffsetDays(0));

  test('a listing hidden by staff, let, or out of search for staleness is never mailed', async () => {
    await savedSearch('Only what search shows', rentInLagos, 'daily');
    await savedSearch('Instantly what search shows', rentInLagos, 'instant');
    for (const id of [16, 20, 22]) await freshListing(id);
    await provider.db.update(properties).set({ hiddenAt: new Date(), hiddenReason: 'A scam' }).where(eq(properties.id, 16));
    await provider.db.update(properties).set({ availability: 'Let' }).where(eq(properties.id, 20));
    await provider.db.update(properties).set({ confirmedAt: new Date(Date.now() - 61 * DAY_MS) }).where(eq(properties.id, 22));

    await sendDailyDigests(provider.db, provider.config, new Date());
    await sendInstantAlerts(provider.db, provider.config, [16, 20, 22]);
    for (const name of ['Only what search shows', 'Instantly what search shows']) {
      const links = await linksOf(name);
      for (const id of [16, 20, 22]) expect(links).not.toContain(propertyLink(id));
    }

    // What search shows is measured on its clock: a listing fresh today is out of search 61 days on.
    await provider.db.update(properties).set({ hiddenAt: null, availability: 'Available', confirmedAt: new Date() }).where(eq(properties.id, 16));
    freshnessClock.setOffsetDays(61);
    await sendInstantAlerts(provider.db, provider.config, [16]);
    expect(await linksOf('Instantly what search shows')).not.toContain(propertyLink(16));
    freshnessClock.setOffsetDays(0);
    await sendInstantAlerts(provider.db, provider.config, [16]);
    expect(await linksOf('Instantly what search shows')).toContain(propertyLink(16));
  });
});

describe('the living-fact filters (extension) hold in a saved search', () => {
  test('alerts and digests mail only the homes they keep, and a flag that is not 1 or 0 is refused when saving', async () => {
    const narrowed = `${rentInLagos}&band_a_or_b=1&no_flooding=1`;
    const refused = await provider.request('/api/vst/profile/savedSearches', apiRequest('POST', { name: 'Dry', query: `${rentInLagos}&no_flooding=yes`, frequency: 'daily' }, buyer));
    expect(((await refused.json()) as Refusal).ResponseMessage.query).toEqual(['Must be a listings search (no_flooding: Must be 1 or 0)']);
    await savedSearch('Light and dry daily', narrowed, 'daily');
    await savedSearch('Light and dry instantly', narrowed, 'instant');
    await provider.db.update(properties).set({ electricityBand: 'D', flooding: 'street' }).where(eq(properties.transactionType, 'RENT'));
    await provider.db.update(properties).set({ electricityBand: 'A', flooding: 'none' }).where(eq(properties.id, 4));
    await provider.db.update(properties).set({ electricityBand: 'B', flooding: 'compound' }).where(eq(properties.id, 10));
    for (const id of [4, 10]) await freshListing(id);

    await sendDailyDigests(provider.db, provider.config, new Date());
    await sendInstantAlerts(provider.db, provider.config, [4, 10]);
    for (const name of ['Light and dry daily', 'Light and dry instantly']) {
      expect((await linksOf(name)).filter((link) => link.includes('/property/'))).toEqual([propertyLink(4)]);
    }
  });
});

describe('searches are read a batch at a time', () => {
  test('a run over more searches than one batch holds mails each of them once, instant and daily alike', async () => {
    const userId = await buyerId();
    const twoBatches = SEARCH_BATCH + 1;
    for (const frequency of ['instant', 'daily'] as const) {
      await provider.db.insert(savedSearches).values(
        Array.from({ length: twoBatches }, (_, index) => ({
          userId, name: `Batch ${frequency} ${index}`, query: rentInLagos, frequency, digestedUntil: new Date(Date.now() - 2 * DAY_MS),
        })),
      );
    }
    await freshListing(4);

    await expect(sendInstantAlerts(provider.db, provider.config, [4])).resolves.toBe(twoBatches);
    await expect(sendDailyDigests(provider.db, provider.config, new Date())).resolves.toBe(twoBatches);
    const subjects = (await provider.db.select({ subject: outbox.subject }).from(outbox).where(like(outbox.subject, '%"Batch %'))).map((mail) => mail.subject);
    expect(new Set(subjects).size).toBe(2 * twoBatches);
    expect(subjects).toHaveLength(2 * twoBatches);
  }, 60_000);
});
