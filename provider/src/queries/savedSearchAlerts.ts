import { and, eq, gt, inArray, lt, lte, ne } from 'drizzle-orm';
import { unsubscribeToken } from '../auth/unsubscribeTokens';
import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import { properties, savedSearchAlerts, savedSearches, users, type AlertFrequency } from '../db/schema';
import { savedSearchAlertMail } from '../mail/messages';
import { sendMail } from '../mail/outbox';
import { filtersOfQuery, listingsMatching } from './listingFilters';

const HOUR_MS = 60 * 60 * 1000;
/**
 * The scheduled digest runs once a day; a search digested less than this ago is left for the next run,
 * so a run retried later the same day does not mail the searches it already did.
 */
export const DIGEST_MIN_GAP_MS = 20 * HOUR_MS;

type Subscriber = { search: typeof savedSearches.$inferSelect; email: string; firstName: string };

/** In the order they were saved, so every run meets them in the same order. */
function subscribers(db: Database, frequency: AlertFrequency): Promise<Subscriber[]> {
  return db
    .select({ search: savedSearches, email: users.email, firstName: users.firstName })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(eq(savedSearches.frequency, frequency))
    .orderBy(savedSearches.id);
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
async function eachSearch(list: Subscriber[], mailOne: (subscriber: Subscriber) => Promise<boolean>): Promise<number> {
  let sent = 0;
  const failed: number[] = [];
  for (const subscriber of list) {
    try {
      if (await mailOne(subscriber)) sent += 1;
    } catch (error) {
      // The database's reason only: the failed statement's parameters would put the e-mail in the log.
      const reason = error instanceof Error ? String(error.cause ?? error.message) : String(error);
      console.error(`[alerts] saved search ${subscriber.search.id} failed: ${reason}`);
      failed.push(subscriber.search.id);
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
  return eachSearch(await subscribers(db, 'instant'), async ({ search, email, firstName }) => {
    const filters = filtersOfQuery(search.query);
    if (!filters) return false;
    const matched = await listingsMatching(db, filters, and(inArray(properties.id, ids), ne(properties.ownerId, search.userId)));
    if (matched.length === 0) return false;
    const mailed = await db.transaction(async (tx) => {
      // Only the listings this search has not been alerted about yet; a parallel run waits on the key.
      const fresh = await tx
        .insert(savedSearchAlerts)
        .values(matched.map((listing) => ({ savedSearchId: search.id, propertyId: listing.id })))
        .onConflictDoNothing()
        .returning({ propertyId: savedSearchAlerts.propertyId });
      const freshIds = new Set(fresh.map((row) => row.propertyId));
      const listings = matched.filter((listing) => freshIds.has(listing.id));
      if (listings.length === 0) return false;
      await sendMail(tx, config, savedSearchAlertMail(config, { email, firstName }, search, listings, unsubscribeToken(config.alertsSecret, search.id)));
      return true;
    });
    if (mailed) await afterAlert?.();
    return mailed;
  });
}

/**
 * One e-mail per daily search with the listings created since its last digest that match (none, no
 * e-mail). `everyDue` false takes only searches last digested at least DIGEST_MIN_GAP_MS ago (the
 * scheduled run); true takes all of them (the sandbox's "run it now"). Each search's e-mail and its new
 * `digestedUntil` are one transaction, so a run cut off part way and run again mails nobody twice.
 */
export async function sendDailyDigests(db: Database, config: ProviderConfig, now: Date, everyDue = false): Promise<number> {
  return eachSearch(await subscribers(db, 'daily'), async ({ search, email, firstName }) => {
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
