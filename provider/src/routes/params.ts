import { and, asc, count, eq, exists, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  banners,
  cities,
  countries,
  currencies,
  paymentPlanOptions,
  properties,
  propertyCategories,
  propertyFeatures,
  propertyTypes,
  states,
  towns,
} from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { notFound } from '../http/errors';
import { positiveId, transactionType } from '../http/fields';
import { freshnessClock } from '../clock';
import { listedInSearch } from '../queries/propertyCards';
import { parseQuery } from '../http/validation';
import { fileLink } from '../serializers/fileLink';

/** The pages that show a banner; the web app asks for each by this name. */
export const BANNER_PAGES = [
  'home', 'buy', 'rent', 'properties', 'tipsandguides', 'sell', 'finance',
  'services', 'advert', 'mortgage', 'get-approval',
] as const;

/** Selects just `{id, name}`, the contract's Named, from any reference table. */
const selectNamed = <Id extends PgColumn, Name extends PgColumn>(table: { id: Id; name: Name }) => ({
  id: table.id,
  name: table.name,
});

/** Reference lists for forms and filters; ordered by name unless the order means something. */
export function paramsRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.get('/banner/:page', async (c) => {
    const page = z.enum(BANNER_PAGES).safeParse(c.req.param('page'));
    const [banner] = page.success ? await db.select().from(banners).where(eq(banners.page, page.data)) : [];
    if (!banner) throw notFound('Banner not found');
    return c.json({ banner: { title: banner.title, primary_image: fileLink(config.publicUrl, banner.imageKey) } });
  });

  routes.get('/params/getCountry', async (c) =>
    c.json({ countries: await db.select(selectNamed(countries)).from(countries).orderBy(asc(countries.name)) }),
  );

  routes.get('/params/getState', async (c) => {
    const { countryID } = parseQuery(c, z.object({ countryID: positiveId }));
    const list = await db
      .select(selectNamed(states))
      .from(states)
      .where(eq(states.countryId, countryID))
      .orderBy(asc(states.name));
    return c.json({ states: list });
  });

  routes.get('/params/getStateWithProperties', async (c) => {
    const { countryID } = parseQuery(c, z.object({ countryID: positiveId }));
    // Only states whose listings search would show: a state with hidden or let listings alone lists nothing.
    const hasProperty = exists(
      db.select({ id: properties.id }).from(properties).where(and(eq(properties.stateId, states.id), listedInSearch(freshnessClock.now()))),
    );
    const list = await db
      .select(selectNamed(states))
      .from(states)
      .where(and(eq(states.countryId, countryID), hasProperty))
      .orderBy(asc(states.name));
    return c.json({ states: list });
  });

  routes.get('/params/getCity', async (c) => {
    const { stateID } = parseQuery(c, z.object({ stateID: positiveId }));
    const list = await db.select(selectNamed(cities)).from(cities).where(eq(cities.stateId, stateID)).orderBy(asc(cities.name));
    return c.json({ cities: list });
  });

  routes.get('/params/getTown', async (c) => {
    const { cityID } = parseQuery(c, z.object({ cityID: positiveId }));
    const list = await db.select(selectNamed(towns)).from(towns).where(eq(towns.cityId, cityID)).orderBy(asc(towns.name));
    return c.json({ towns: list });
  });

  // Residential, Commercial, Land: the seeded order is the order people expect, not alphabetical.
  routes.get('/params/getPropertyType', async (c) =>
    c.json({ property_types: await db.select(selectNamed(propertyTypes)).from(propertyTypes).orderBy(asc(propertyTypes.id)) }),
  );

  routes.get('/params/getPropertyCategory', async (c) => {
    const { propertyTypeID } = parseQuery(c, z.object({ propertyTypeID: positiveId.optional() }));
    const list = await db
      .select({ ...selectNamed(propertyCategories), property_type_id: propertyCategories.propertyTypeId })
      .from(propertyCategories)
      .where(propertyTypeID === undefined ? undefined : eq(propertyCategories.propertyTypeId, propertyTypeID))
      .orderBy(asc(propertyCategories.name));
    return c.json({ property_categories: list });
  });

  routes.get('/params/getCurrency', async (c) =>
    c.json({ currencies: await db.select().from(currencies).orderBy(asc(currencies.id)) }),
  );

  routes.get('/params/getPropertyFeature', async (c) =>
    c.json({
      property_features: await db.select(selectNamed(propertyFeatures)).from(propertyFeatures).orderBy(asc(propertyFeatures.name)),
    }),
  );

  // Payment plans read from shortest to longest term, which is their seeded order.
  routes.get('/params/getPaymentPlanOptions', async (c) =>
    c.json({ paymentPlanOptions: await db.select().from(paymentPlanOptions).orderBy(asc(paymentPlanOptions.id)) }),
  );

  routes.get('/params/getPropertyByCategory', async (c) => {
    const query = parseQuery(c, z.object({ transaction_type: transactionType.optional() }));
    const joinCondition: SQL | undefined = and(
      eq(properties.propertyCategoryId, propertyCategories.id),
      // The counts are of what search would list, so they agree with the listing a visitor opens.
      listedInSearch(freshnessClock.now()),
      query.transaction_type === undefined ? undefined : eq(properties.transactionType, query.transaction_type),
    );
    const list = await db
      .select({ ...selectNamed(propertyCategories), total: count(properties.id) })
      .from(propertyCategories)
      .leftJoin(properties, joinCondition)
      .groupBy(propertyCategories.id, propertyCategories.name)
      .orderBy(asc(propertyCategories.name));
    return c.json({ property_categories: list });
  });

  return routes;
}
