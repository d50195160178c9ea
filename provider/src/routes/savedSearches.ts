import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import { savedSearchOfToken } from '../auth/unsubscribeTokens';
import { ALERT_FREQUENCIES, savedSearches, users } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { badRequest, forbidden, notFound, tooManyRequests } from '../http/errors';
import { atMost, positiveId } from '../http/fields';
import { slidingWindowLimiter } from '../http/rateLimit';
import { parseJsonBody } from '../http/validation';
import { filtersOfQuery, parseFilterQuery } from '../queries/listingFilters';

const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';
const BAD_TOKEN = 'This unsubscribe link is not valid';

/**
 * Every new listing is checked against every instant search, so one account's searches are bounded:
 * far more than anyone follows, far fewer than it takes to make that check heavy.
 */
export const MAX_SAVED_SEARCHES = 50;
/** Saving is a deliberate act; deleting and saving again in a loop is not. */
export const SAVED_SEARCHES_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;
const TOO_MANY = `You can keep at most ${MAX_SAVED_SEARCHES} saved searches: delete one to save another`;
const TOO_FAST = 'You have saved too many searches in a short time; please try again later';

/** The name becomes part of an e-mail's Subject: a line break there would start a header of its own. */
const searchName = atMost(120).refine((name) => !/[\u0000-\u001f\u007f\u0085\u2028\u2029]/.test(name), 'Must be one line, without line breaks');
const frequency = z.enum(ALERT_FREQUENCIES, { error: 'Must be instant, daily or off' });
/**
 * The listings URL's query; it must read as the listings' filters, each within its column's range, so
 * every alert and digest run can match it. The message names the first filter that does not.
 */
const listingQuery = atMost(2000).superRefine((query, context) => {
  const issue = parseFilterQuery(query.replace(/^\?/, '')).error?.issues[0];
  if (issue) context.addIssue({ code: 'custom', message: `Must be a listings search (${issue.path.join('.')}: ${issue.message})` });
});
const createBody = z.object({ name: searchName, query: listingQuery, frequency: frequency.default('instant') });
const updateBody = z.object({ id: positiveId, name: searchName.optional(), frequency: frequency.optional() });
const idBody = z.object({ id: positiveId });

type SavedSearchRow = typeof savedSearches.$inferSelect;
const toSavedSearch = (row: SavedSearchRow) => ({
  id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency,
  date_created: row.createdAt.toISOString(),
});

/**
 * Provider extension (docs/provider-contract.md): a user's saved listings searches and their e-mail
 * alerts. Each call reaches only the caller's own searches: another user's id answers 404, as if absent.
 * The unsubscribe call needs no session, only the token an alert e-mail carries.
 */
export function savedSearchRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(db);
  const creationLimiter = slidingWindowLimiter(SAVED_SEARCHES_PER_HOUR, HOUR_MS);

  const owned = (userId: number, id: number) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

  routes.get('/profile/savedSearches', signedIn, async (c) => {
    const rows = await db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, authOf(c).userId))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    return c.json({ saved_searches: rows.map(toSavedSearch) });
  });

  routes.post('/profile/savedSearches', signedIn, async (c) => {
    const body = await parseJsonBody(c, createBody);
    const { userId } = authOf(c);
    const waitSeconds = creationLimiter.take(String(userId));
    if (waitSeconds !== undefined) throw tooManyRequests(TOO_FAST, waitSeconds);
    const query = body.query.replace(/^\?/, '');
    const row = await db.transaction(async (tx) => {
      // The user's row is locked first, so parallel saves count one after another and none passes the cap.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [kept] = await tx.select({ count: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
      if ((kept?.count ?? 0) >= MAX_SAVED_SEARCHES) throw forbidden(TOO_MANY);
      const [inserted] = await tx
        .insert(savedSearches)
        .values({ userId, name: body.name, query, filters: filtersOfQuery(query), frequency: body.frequency })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('Inserting a saved search returned no row');
    return c.json({ Detail: 'Search saved', saved_search: toSavedSearch(row) }, 201);
  });

  routes.post('/profile/savedSearches/update', signedIn, async (c) => {
    const { id, ...changes } = await parseJsonBody(c, updateBody);
    if (changes.name === undefined && changes.frequency === undefined) throw badRequest('Nothing to change');
    const [row] = await db.update(savedSearches).set(changes).where(owned(authOf(c).userId, id)).returning();
    if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
    return c.json({ Detail: 'Saved search updated', saved_search: toSavedSearch(row) });
  });

  routes.post('/profile/savedSearches/delete', signedIn, async (c) => {
    const { id } = await parseJsonBody(c, idBody);
    const deleted = await db.delete(savedSearches).where(owned(authOf(c).userId, id)).returning({ id: savedSearches.id });
    if (deleted.length === 0) throw notFound(SAVED_SEARCH_NOT_FOUND);
    return c.json({ Detail: 'Saved search deleted' });
  });

  /**
   * Turns one search's alerts off. The token comes in the query (the List-Unsubscribe address, which
   * a mail client POSTs `List-Unsubscribe=One-Click` to) or in a JSON body (the web app's page).
   */
  routes.post('/alerts/unsubscribe', async (c) => {
    let token = c.req.query('token');
    if (!token && c.req.header('content-type')?.startsWith('application/json')) {
      token = (await parseJsonBody(c, z.object({ token: z.string().max(200) }))).token;
    }
    const id = token ? savedSearchOfToken(config.alertsSecret, token) : null;
    if (id === null) throw badRequest(BAD_TOKEN);
    const [row] = await db.update(savedSearches).set({ frequency: 'off' }).where(eq(savedSearches.id, id)).returning();
    if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
    return c.json({ Detail: 'Alerts stopped', saved_search: { name: row.name, frequency: row.frequency } });
  });

  return routes;
}
