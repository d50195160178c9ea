import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { positiveId } from '../http/fields';
import { parseQuery } from '../http/validation';
import { findRelatedListings, priceStatistics, statisticsArea } from '../queries/locationStatistics';
import { toPropertyCard } from '../serializers/property';
import { freshnessClock } from '../clock';
import { priceCheck } from '../fairPrice/priceCheck';
import { townFacts } from '../fairPrice/townFacts';
import { propertyOrNotFound } from './common';

/** The property page's local price statistics and similar listings nearby. */
export function locationStatisticsRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.get('/params/getLocationStatistics', async (c) => {
    const { propertyId } = parseQuery(c, z.object({ propertyId: positiveId }));
    const { property } = await propertyOrNotFound(db, propertyId);
    const { area, where } = await statisticsArea(db, property);
    const checkedAt = freshnessClock.now();
    const [statistics, related, check, facts] = await Promise.all([
      priceStatistics(db, where),
      findRelatedListings(db, property),
      priceCheck(db, property, checkedAt),
      property.townId === null ? null : townFacts(db, property.townId, checkedAt),
    ]);
    const now = new Date();
    return c.json({
      ...statistics,
      // An extension of the contract: names the place the figures describe ("Prices in Ikeja").
      area,
      // Extension ("Fair-price check"): where this price stands among the town's similar listings.
      price_check: check,
      // Extension ("Living here"): the town's share of homes by electricity band and by flooding.
      town_facts: facts,
      related_property: { data: related.map((row) => toPropertyCard(row, config.publicUrl, now)) },
    });
  });

  return routes;
}
