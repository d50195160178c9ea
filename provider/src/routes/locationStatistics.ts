import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { positiveId } from '../http/fields';
import { parseQuery } from '../http/validation';
import { findRelatedListings, priceStatistics, statisticsArea } from '../queries/locationStatistics';
import { toPropertyCard } from '../serializers/property';
import { propertyOrNotFound } from './common';

/** The property page's local price statistics and similar listings nearby. */
export function locationStatisticsRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.get('/params/getLocationStatistics', async (c) => {
    const { propertyId } = parseQuery(c, z.object({ propertyId: positiveId }));
    const { property } = await propertyOrNotFound(db, propertyId);
    const { area, where } = await statisticsArea(db, property);
    const [statistics, related] = await Promise.all([priceStatistics(db, where), findRelatedListings(db, property)]);
    const now = new Date();
    return c.json({
      ...statistics,
      // Not in the spec: names the place the figures describe ("Prices in Ikeja").
      area,
      related_property: { data: related.map((row) => toPropertyCard(row, config.publicUrl, now)) },
    });
  });

  return routes;
}
