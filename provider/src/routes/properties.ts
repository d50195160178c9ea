import { createHash } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { optionalUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { properties, propertyAddressLikes, propertyLikes, propertyTypes } from '../db/schema';
import { clientKey } from '../http/clientAddress';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { listingGone, notFound } from '../http/errors';
import { pagination, positiveId, SEARCH_PAGE_LIMIT } from '../http/fields';
import type { PageRequest } from '../http/pagination';
import { parseJsonBody, parseQuery } from '../http/validation';
import { ownerAuthorityKnown } from '../queries/ownerAuthority';
import { ownerResponsive } from '../queries/responsiveness';
import { ownerVerified } from '../queries/verification';
import { livingFilterConditions } from '../queries/livingFilters';
import { filterConditions, listingFilterFields, PRICE_RANGE_ERROR, priceRangeInOrder } from '../queries/listingFilters';
import { findPropertyCard, findPropertyCards } from '../queries/propertyCards';
import { findPropertyDetail } from '../queries/propertyDetail';
import { featuredNow, listedInSearch, promotedNow } from '../queries/propertyCards';
import { freshnessClock } from '../clock';
import { confirmedRecently } from '../freshness/freshness';
import { toPropertyCard, toPropertyDetail } from '../serializers/property';
import { PROPERTY_NOT_FOUND, PROPERTY_SORTS as SORTS, pageType, propertyCardPage } from './common';

const FEATURED_ON_HOME_PAGE = 3;

const filterQuery = z
  .object({ ...listingFilterFields, page_type: pageType, ...pagination(12, 48, SEARCH_PAGE_LIMIT) })
  .refine(priceRangeInOrder, PRICE_RANGE_ERROR);

const propertyAllQuery = z.object({
  property_type: z.enum(['Residential', 'Commercial', 'Land'], { error: 'Must be Residential, Commercial or Land' }).optional(),
  ...pagination(24, 48),
});

/**
 * The like of a signed-in user toggles. A visitor's like counts once per client and property (its
 * address, or its IPv6 /64, kept as a digest): liking again from the same client changes nothing, so
 * a script cannot inflate it.
 */
async function toggleLike(db: Database, propertyId: number, userId: number | undefined, address: string): Promise<void> {
  await db.transaction(async (tx) => {
    let change: number;
    if (userId !== undefined) {
      const added = await tx.insert(propertyLikes).values({ userId, propertyId }).onConflictDoNothing().returning();
      change = added.length > 0 ? 1 : -1;
      if (change < 0) {
        await tx.delete(propertyLikes).where(and(eq(propertyLikes.userId, userId), eq(propertyLikes.propertyId, propertyId)));
      }
    } else {
      const addressHash = createHash('sha256').update(address).digest('hex');
      const added = await tx.insert(propertyAddressLikes).values({ addressHash, propertyId }).onConflictDoNothing().returning();
      change = added.length > 0 ? 1 : 0;
    }
    if (change === 0) return;
    await tx
      .update(properties)
      .set({ likeCount: sql`greatest(${properties.likeCount} + ${change}, 0)` })
      .where(eq(properties.id, propertyId));
  });
}

export function propertyRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  // The public listings show paid promotions running now first (PAY), then listings confirmed in the
  // last 30 days before the others, then those whose advertiser is a verified owner or showed the
  // owner's letter of authority before the rest (queries/ownerAuthority.ts), then the chosen sort.
  // Let, sold and listings unconfirmed for 60 days are not listed at all (freshness/freshness.ts).
  // A search (`search`) is counted to SEARCH_COUNT_CAP; every listing's page (the sitemap walks them) is not.
  const listPage = (where: SQL | undefined, orderBy: SQL[], page: PageRequest, search = false) => {
    const now = freshnessClock.now();
    const ranks = [sql`${promotedNow()} desc`, sql`${confirmedRecently(now)} desc`, sql`${ownerAuthorityKnown()} desc`];
    return propertyCardPage(db, config.publicUrl, and(where, listedInSearch(now)), [...ranks, ...orderBy], page, search);
  };

  routes.get('/params/filterProperties', async (c) => {
    const filters = parseQuery(c, filterQuery);
    const [featured, page] = await Promise.all([
      findPropertyCards(db, {
        // Paid promotions (PAY) are featured while they run, ahead of the hand-picked ones.
        where: and(eq(properties.transactionType, filters.transaction_type), featuredNow(), listedInSearch(freshnessClock.now()), filters.verified_only ? ownerVerified() : undefined, filters.responsive_only ? ownerResponsive(freshnessClock.now()) : undefined, livingFilterConditions(filters)),
        orderBy: [sql`${promotedNow()} desc`, ...SORTS.most_recent],
        limit: FEATURED_ON_HOME_PAGE,
      }),
      listPage(filterConditions(filters), SORTS[filters.page_type], filters, true),
    ]);
    return c.json({
      featured_properties: { data: featured.map((row) => toPropertyCard(row, config.publicUrl)) },
      properties: page,
    });
  });

  routes.get('/property/all', async (c) => {
    const query = parseQuery(c, propertyAllQuery);
    const where = query.property_type
      ? inArray(
          properties.propertyTypeId,
          db.select({ id: propertyTypes.id }).from(propertyTypes).where(eq(propertyTypes.name, query.property_type)),
        )
      : undefined;
    return c.json({ properties: await listPage(where, SORTS.most_recent, query) });
  });

  routes.get('/params/getPropertyDetail', optionalUser(db), async (c) => {
    const { propertyId } = parseQuery(c, z.object({ propertyId: positiveId }));
    const counted = await db
      .update(properties)
      .set({ viewCount: sql`${properties.viewCount} + 1` })
      .where(eq(properties.id, propertyId))
      .returning({ id: properties.id });
    const detail = counted.length > 0 ? await findPropertyDetail(db, propertyId) : undefined;
    if (!detail) throw notFound(PROPERTY_NOT_FOUND);
    // Hidden by staff: gone for everyone but its owner, whose listing form still reads it (contract extension).
    if (detail.card.property.hiddenAt && c.var.auth?.userId !== detail.card.property.ownerId) throw listingGone();
    // Held for staff (its photos match another advertiser's): not there yet for anyone but its owner.
    if (detail.card.property.heldForReviewAt && c.var.auth?.userId !== detail.card.property.ownerId) throw notFound(PROPERTY_NOT_FOUND);
    return c.json({ property: toPropertyDetail(detail, config.publicUrl) });
  });

  routes.post('/params/likeProperty', optionalUser(db), async (c) => {
    const { propertyId } = await parseJsonBody(c, z.object({ propertyId: positiveId }));
    const liked = await findPropertyCard(db, propertyId);
    if (!liked || liked.property.hiddenAt || liked.property.heldForReviewAt) throw notFound(PROPERTY_NOT_FOUND);
    await toggleLike(db, propertyId, c.var.auth?.userId, clientKey(c));
    const card = await findPropertyCard(db, propertyId);
    if (!card) throw notFound(PROPERTY_NOT_FOUND);
    return c.json({ property: toPropertyCard(card, config.publicUrl) });
  });

  return routes;
}
