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

function subscribers(db: Database, frequency: AlertFrequency) {
  return db
    .select({ search: savedSearches, email: users.email, firstName: users.firstName })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(eq(savedSearches.frequency, frequency));
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
  let sent = 0;
  for (const { search, email, firstName } of await subscribers(db, 'instant')) {
    const filters = filtersOfQuery(search.query);
    if (!filters) continue;
    const matched = await listingsMatching(db, filters, and(inArray(properties.id, ids), ne(properties.ownerId, search.userId)));
    if (matched.length === 0) continue;
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
    if (!mailed) continue;
    sent += 1;
    await afterAlert?.();
  }
  return sent;
}

/**
 * One e-mail per daily search with the listings created since its last digest that match (none, no
 * e-mail). `everyDue` false takes only searches last digested at least DIGEST_MIN_GAP_MS ago (the
 * scheduled run); true takes all of them (the sandbox's "run it now"). Each search's e-mail and its new
 * `digestedUntil` are one transaction, so a run cut off part way and run again mails nobody twice.
 */
export async function sendDailyDigests(db: Database, config: ProviderConfig, now: Date, everyDue = false): Promise<number> {
  let sent = 0;
  for (const { search, email, firstName } of await subscribers(db, 'daily')) {
    if (!everyDue && now.getTime() - search.digestedUntil.getTime() < DIGEST_MIN_GAP_MS) continue;
    const filters = filtersOfQuery(search.query);
    const matched = filters
      ? await listingsMatching(
          db,
          filters,
          and(gt(properties.createdAt, search.digestedUntil), lte(properties.createdAt, now), ne(properties.ownerId, search.userId)),
        )
      : [];
    await db.transaction(async (tx) => {
      // Only if no run for this `now` digested it meanwhile: a retried job keeps its `now`, so it skips
      // the searches it already mailed, and two workers never both mail one.
      const [claimed] = await tx
        .update(savedSearches)
        .set({ digestedUntil: now })
        .where(and(eq(savedSearches.id, search.id), lt(savedSearches.digestedUntil, now)))
        .returning({ id: savedSearches.id });
      if (!claimed || matched.length === 0) return;
      await sendMail(tx, config, savedSearchAlertMail(config, { email, firstName }, search, matched, unsubscribeToken(config.alertsSecret, search.id)));
      sent += 1;
    });
  }
  return sent;
}
