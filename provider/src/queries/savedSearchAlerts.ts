import { and, eq, gt, lte, ne } from 'drizzle-orm';
import { unsubscribeToken } from '../auth/unsubscribeTokens';
import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import { properties, savedSearches, users, type AlertFrequency } from '../db/schema';
import { savedSearchAlertMail } from '../mail/messages';
import { sendMail } from '../mail/outbox';
import { filtersOfQuery, listingsMatching } from './listingFilters';

const DAY_MS = 24 * 60 * 60 * 1000;

function subscribers(db: Database, frequency: AlertFrequency) {
  return db
    .select({ search: savedSearches, email: users.email, firstName: users.firstName })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(eq(savedSearches.frequency, frequency));
}

/** E-mails the instant subscribers whose filters the new listing matches (its owner's own searches aside). */
export async function sendInstantAlerts(db: Database, config: ProviderConfig, propertyId: number): Promise<number> {
  const [listing] = await db.select({ ownerId: properties.ownerId }).from(properties).where(eq(properties.id, propertyId));
  if (!listing) return 0;
  let sent = 0;
  for (const { search, email, firstName } of await subscribers(db, 'instant')) {
    if (search.userId === listing.ownerId) continue;
    const filters = filtersOfQuery(search.query);
    if (!filters) continue;
    const matched = await listingsMatching(db, filters, eq(properties.id, propertyId));
    if (matched.length === 0) continue;
    await sendMail(db, config, savedSearchAlertMail(config, { email, firstName }, search, matched, unsubscribeToken(config.alertsSecret, search.id)));
    sent += 1;
  }
  return sent;
}

/**
 * One e-mail per daily search with the listings created since its last digest that match (none, no
 * e-mail). `everyDue` false takes only searches whose last digest is a day old (the timer's run);
 * true takes all of them (the sandbox's "run it now").
 */
export async function sendDailyDigests(db: Database, config: ProviderConfig, now: Date, everyDue = false): Promise<number> {
  let sent = 0;
  for (const { search, email, firstName } of await subscribers(db, 'daily')) {
    if (!everyDue && now.getTime() - search.digestedUntil.getTime() < DAY_MS) continue;
    const filters = filtersOfQuery(search.query);
    const matched = filters
      ? await listingsMatching(
          db,
          filters,
          and(gt(properties.createdAt, search.digestedUntil), lte(properties.createdAt, now), ne(properties.ownerId, search.userId)),
        )
      : [];
    if (matched.length > 0) {
      await sendMail(db, config, savedSearchAlertMail(config, { email, firstName }, search, matched, unsubscribeToken(config.alertsSecret, search.id)));
      sent += 1;
    }
    await db.update(savedSearches).set({ digestedUntil: now }).where(eq(savedSearches.id, search.id));
  }
  return sent;
}
