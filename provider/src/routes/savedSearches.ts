import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import { savedSearchOfToken } from '../auth/unsubscribeTokens';
import { ALERT_FREQUENCIES, savedSearches } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { atMost, positiveId } from '../http/fields';
import { parseJsonBody } from '../http/validation';
import { filtersOfQuery } from '../queries/listingFilters';

const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';
const BAD_TOKEN = 'This unsubscribe link is not valid';

const frequency = z.enum(ALERT_FREQUENCIES, { error: 'Must be instant, daily or off' });
/** The listings URL's query; it must read as the listings' filters, so an alert can match it. */
const listingQuery = atMost(2000).refine((query) => filtersOfQuery(query.replace(/^\?/, '')) !== null, 'Must be a listings search');
const createBody = z.object({ name: atMost(120), query: listingQuery, frequency: frequency.default('instant') });
const updateBody = z.object({ id: positiveId, name: atMost(120).optional(), frequency: frequency.optional() });
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
    const [row] = await db
      .insert(savedSearches)
      .values({ userId: authOf(c).userId, name: body.name, query: body.query.replace(/^\?/, ''), frequency: body.frequency })
      .returning();
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
