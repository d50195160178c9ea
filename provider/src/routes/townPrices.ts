import { Hono } from 'hono';
import { z } from 'zod';
import { freshnessClock } from '../clock';
import { townFacts } from '../fairPrice/townFacts';
import { findPriceTown, priceTowns, townPriceGroups } from '../fairPrice/townPrices';
import { SLUG_PATTERN } from '../fairPrice/placeSlugs';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { notFound } from '../http/errors';
import { requiredText } from '../http/fields';
import { parseQuery } from '../http/validation';

const slug = requiredText.pipe(z.string().max(100, 'Must be at most 100 characters').regex(SLUG_PATTERN, 'Must be lower-case letters and digits joined by dashes'));

/** Extension ("Town prices"): the town price pages' medians, and the towns that have them. */
export function townPriceRoutes({ db }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.get('/prices/towns', async (c) => c.json({ towns: await priceTowns(db, freshnessClock.now()) }));

  routes.get('/prices/town', async (c) => {
    const query = parseQuery(c, z.object({ state: slug, town: slug }));
    const town = await findPriceTown(db, query.state, query.town);
    if (!town) throw notFound('Town not found');
    const now = freshnessClock.now();
    const [groups, facts] = await Promise.all([townPriceGroups(db, town.id, now), townFacts(db, town.id, now)]);
    const listings = groups.filter((group) => group.bedrooms === null).reduce((sum, group) => sum + group.listings, 0);
    // Extension ("Living here"): the town's share of homes by electricity band and by flooding.
    return c.json({ town, listings, groups, living_facts: facts });
  });

  return routes;
}
