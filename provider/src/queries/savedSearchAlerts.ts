import { and, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { freshnessClock } from '../clock';
import { unsubscribeToken } from '../auth/unsubscribeTokens';
import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import { properties, savedSearchAlerts, savedSearches, users, type AlertFrequency } from '../db/schema';
import { savedSearchAlertMail } from '../mail/messages';
import { sendMail } from '../mail/outbox';
import { filtersOfQuery, listingsMatching, storedFilterConditions, type MatchedListing } from './listingFilters';
import { listedInSearch } from './propertyCards';

const HOUR_MS = 60 * 60 * 1000;
/**
 * The scheduled digest runs once a day; a search digested less than this ago is left for the next run,
 * so a run retried later the same day does not mail the searches it already did.
 */
export const DIGEST_MIN_GAP_MS = 20 * HOUR_MS;

type Subscriber = { search: typeof savedSearches.$inferSelect; email: string; firstName: string };

/** Searches read from the database at a time: a run's memory stays the same however many there are. */
export const SEARCH_BATCH = 500;

/** Every search of `frequency` in the order saved (so every run meets them in the same order), a batch at a time. */
async function* subscribers(db: Database, frequency: AlertFrequency): AsyncGenerator<Subscriber[]> {
  for (let after = 0; ; ) {
    const batch = await db
      .select({ search: savedSearches, email: users.email, firstName: users.firstName })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(and(eq(savedSearches.frequency, frequency), gt(savedSearches.id, after)))
      .orderBy(savedSearches.id)
      .limit(SEARCH_BATCH);
    if (batch.length === 0) return;
    after = batch[batch.length - 1]!.search.id;
    yield batch;
  }
}

/**
 * Reads the filters of searches saved without them (by an older provider, or straight into the table)
 * into `filters`, a batch at a time: the instant alerts match only searches whose filters are read.
 */
export async function readSavedFilters(db: Database): Promise<void> {
  for (;;) {
    const unread = await db
      .select({ id: savedSearches.id, query: savedSearches.query })
      .from(savedSearches)
      .where(isNull(savedSearches.filters))
      .orderBy(savedSearches.id)
      .limit(SEARCH_BATCH);
    if (unread.length === 0) return;
    const values = unread.map(({ id, query }) => sql`(${id}::int, ${JSON.stringify(filtersOfQuery(query))}::jsonb)`);
    await db.execute(
      sql`update ${savedSearches} set filters = read.filters from (values ${sql.join(values, sql`, `)}) as read(id, filters) where ${savedSearches.id} = read.id`,
    );
  }
}

/** Some searches of a run failed; the others were mailed. The job fails with it, so it is retried and counted on /health. */
export class SavedSearchRunError extends Error {
  constructor(readonly failedSearchIds: number[]) {
    super(`Saved searches ${failedSearchIds.join(', ')} failed; the run went on with the others`);
    this.name = 'SavedSearchRunError';
  }
}

/**
 * Runs `mailOne` for each subscriber in turn. One search that fails (a query the database refuses, a
 * mail that cannot be recorded) is logged and skipped, never the run: the searches after it are still
 * mailed. The run then throws naming the failed ones, so its job is retried and, once out of retries,
 * counted among the failed jobs that /health reports.
 */
async function eachSearch<Each extends Subscriber>(batches: AsyncIterable<Each[]>, mailOne: (subscriber: Each) => Promise<boolean>): Promise<number> {
  let sent = 0;
  const failed: number[] = [];
  for await (const batch of batches) {
    for (const subscriber of batch) {
      try {
        if (await mailOne(subscriber)) sent += 1;
      } catch (error) {
        // The database's reason only: the failed statement's parameters would put the e-mail in the log.
        const reason = error instanceof Error ? String(error.cause ?? error.message) : String(error);
        console.error(`[alerts] saved search ${subscriber.search.id} failed: ${reason}`);
        failed.push(subscriber.search.id);
      }
    }
  }
  if (failed.length > 0) throw new SavedSearchRunError(failed);
  return sent;
}

/**
 * E-mails each instant subscriber the listings among `propertyIds` that match their search and that
 * they have not had an alert about (their own listings aside): one e-mail per search for the whole
 * batch. Each e-mail is recorded with its listings in one transaction, so a run cut off part way and
 * run again sends the rest and nothing twice. `afterAlert` runs after each e-mail is committed (tests
 * stop a worker there).
 */
export async function sendInstantAlerts(
  db: Database,
  config: ProviderConfig,
  propertyIds: readonly number[],
  afterAlert?: () => Promise<void>,
): Promise<number> {
  const ids = [...new Set(propertyIds)];
  if (ids.length === 0) return 0;
  await readSavedFilters(db);
  const listings = await db
    .select({ id: properties.id, name: properties.name, address: properties.address, price: properties.price })
    .from(properties)
    .where(inArray(properties.id, ids))
    .orderBy(properties.createdAt);
  return eachSearch(instantMatches(db, ids, listings), async ({ search, email, firstName, matched }) => {
    const mailed = await db.transaction(async (tx) => {
      // Only the listings this search has not been alerted about yet; a parallel run waits on the key.
      const fresh = await tx
        .insert(savedSearchAlerts)
        .values(matched.map((listing) => ({ savedSearchId: search.id, propertyId: listing.id })))
        .onConflictDoNothing()
        .returning({ propertyId: savedSearchAlerts.propertyId });
      const freshIds = new Set(fresh.map((row) => row.propertyId));
      const newListings = matched.filter((listing) => freshIds.has(listing.id));
      if (newListings.length === 0) return false;
      await sendMail(tx, config, savedSearchAlertMail(config, { email, firstName }, search, newListings, unsubscribeToken(config.alertsSecret, search.id)));
      return true;
    });
    if (mailed) await afterAlert?.();
    return mailed;
  });
}

/**
 * The instant searches that `listings` match (their own listings aside), each with those listings, a
 * batch of searches at a time: one query per batch applies every search's stored filters in the
 * database, so no search is read into the process unless it matches.
 */
async function* instantMatches(db: Database, ids: number[], listings: MatchedListing[]): AsyncGenerator<(Subscriber & { matched: MatchedListing[] })[]> {
  for (let after = 0; ; ) {
    const batch = await db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.frequency, 'instant'), gt(savedSearches.id, after)))
      .orderBy(savedSearches.id)
      .limit(SEARCH_BATCH);
    const last = batch.at(-1)?.id;
    if (last === undefined) return;
    const pairs = await db
      .select({ searchId: savedSearches.id, propertyId: properties.id })
      .from(savedSearches)
      .innerJoin(
        properties,
        and(inArray(properties.id, ids), ne(properties.ownerId, savedSearches.userId), listedInSearch(freshnessClock.now()), storedFilterConditions(savedSearches.filters)),
      )
      .where(and(eq(savedSearches.frequency, 'instant'), gt(savedSearches.id, after), lte(savedSearches.id, last), sql`jsonb_typeof(${savedSearches.filters}) = 'object'`));
    after = last;
    if (pairs.length === 0) continue;
    const matchedIds = new Map<number, Set<number>>();
    for (const { searchId, propertyId } of pairs) matchedIds.set(searchId, (matchedIds.get(searchId) ?? new Set()).add(propertyId));
    const matching = await db
      .select({ search: savedSearches, email: users.email, firstName: users.firstName })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(inArray(savedSearches.id, [...matchedIds.keys()]))
      .orderBy(savedSearches.id);
    yield matching.map((subscriber) => ({ ...subscriber, matched: listings.filter((listing) => matchedIds.get(subscriber.search.id)?.has(listing.id)) }));
  }
}

/**
 * One e-mail per daily search with the listings created since its last digest that match (none, no
 * e-mail). `everyDue` false takes only searches last digested at least DIGEST_MIN_GAP_MS ago (the
 * scheduled run); true takes all of them (the sandbox's "run it now"). Each search's e-mail and its new
 * `digestedUntil` are one transaction, so a run cut off part way and run again mails nobody twice.
 */
export async function sendDailyDigests(db: Database, config: ProviderConfig, now: Date, everyDue = false): Promise<number> {
  return eachSearch(subscribers(db, 'daily'), async ({ search, email, firstName }) => {
    if (!everyDue && now.getTime() - search.digestedUntil.getTime() < DIGEST_MIN_GAP_MS) return false;
    const filters = filtersOfQuery(search.query);
    const matched = filters
      ? await listingsMatching(
          db,
          filters,
          and(gt(properties.createdAt, search.digestedUntil), lte(properties.createdAt, now), ne(properties.ownerId, search.userId)),
        )
      : [];
    return db.transaction(async (tx) => {
      // Only if no run for this `now` digested it meanwhile: a retried job keeps its `now`, so it skips
      // the searches it already mailed, and two workers never both mail one.
      const [claimed] = await tx
        .update(savedSearches)
        .set({ digestedUntil: now })
        .where(and(eq(savedSearches.id, search.id), lt(savedSearches.digestedUntil, now)))
        .returning({ id: savedSearches.id });
      if (!claimed || matched.length === 0) return false;
      await sendMail(tx, config, savedSearchAlertMail(config, { email, firstName }, search, matched, unsubscribeToken(config.alertsSecret, search.id)));
      return true;
    });
  });
}
