import { Hono } from 'hono';
import { z } from 'zod';
import { freshnessClock } from '../clock';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { INTEGER_MAX, wholeNumber } from '../http/fields';
import { parseQuery } from '../http/validation';
import { sitemapAdvertisers, sitemapProperties, sitemapRanges } from '../queries/sitemap';

/** The protocol's most URLs in one sitemap file, and so the widest range a call reads. */
export const MAX_SITEMAP_RANGE = 50_000;

const size = wholeNumber.pipe(z.number().min(1, 'Must be at least 1').max(MAX_SITEMAP_RANGE, `Must be at most ${MAX_SITEMAP_RANGE}`));
/** A range past the largest id would fail the statement rather than match nothing, so it is refused. */
const rangeQuery = z
  .object({ size, range: wholeNumber })
  .refine(({ range, size }) => (range + 1) * size <= INTEGER_MAX, { message: 'Must name ids within the id column', path: ['range'] });

/**
 * Extension ("Sitemap"): what the sitemap lists, read by id range (queries/sitemap.ts) so that no call
 * reads every listing: the ranges and their counts for the index, then one range per sitemap file.
 */
export function sitemapRoutes({ db }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.get('/sitemap/ranges', async (c) => {
    const query = parseQuery(c, z.object({ size }));
    return c.json({ size: query.size, ...(await sitemapRanges(db, query.size, freshnessClock.now())) });
  });

  routes.get('/sitemap/properties', async (c) => {
    const query = parseQuery(c, rangeQuery);
    return c.json({ properties: await sitemapProperties(db, query.range, query.size, freshnessClock.now()) });
  });

  routes.get('/sitemap/advertisers', async (c) => {
    const query = parseQuery(c, rangeQuery);
    return c.json({ advertisers: await sitemapAdvertisers(db, query.range, query.size, freshnessClock.now()) });
  });

  return routes;
}
