import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import { properties, propertyComments, propertyLeads, propertyOffers, propertyPurchases } from '../db/schema';
import type { Database } from '../db/client';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { pagination } from '../http/fields';
import { offsetOf, pageMeta } from '../http/pagination';
import { parseQuery } from '../http/validation';
import { photoReviewsOf } from '../photoMatch/photoReview';
import { countProperties, findPropertyCards } from '../queries/propertyCards';
import { toPropertyCard } from '../serializers/property';

type Relation = 'uploaded' | 'interested' | 'purchased';

const myPropertiesQuery = z.object({
  page_type: z
    .enum(['all', 'interested', 'purchased', 'uploaded'], { error: 'Must be all, interested, purchased or uploaded' })
    .default('all'),
  ...pagination(12, 48),
});

/** The conditions and dates of each way a property can be "mine", for one user. */
function relationsOf(userId: number) {
  const isPurchase = and(eq(propertyPurchases.userId, userId), eq(propertyPurchases.propertyId, properties.id));
  const isOffer = and(eq(propertyOffers.userId, userId), eq(propertyOffers.propertyId, properties.id));
  const isLead = and(eq(propertyLeads.userId, userId), eq(propertyLeads.propertyId, properties.id));
  const uploaded = eq(properties.ownerId, userId);
  const purchasedAt = sql`(select max(${propertyPurchases.purchasedAt}) from ${propertyPurchases} where ${isPurchase})`;
  // greatest() skips nulls: the latest offer or lead, whichever exists.
  const interestedAt = sql`greatest(
    (select max(${propertyOffers.createdAt}) from ${propertyOffers} where ${isOffer}),
    (select max(${propertyLeads.createdAt}) from ${propertyLeads} where ${isLead}))`;
  const where: Record<Relation, SQL | undefined> = {
    uploaded,
    purchased: sql`exists (select 1 from ${propertyPurchases} where ${isPurchase})`,
    interested: or(
      sql`exists (select 1 from ${propertyOffers} where ${isOffer})`,
      sql`exists (select 1 from ${propertyLeads} where ${isLead})`,
    ),
  };
  // Newest first, by when the relation began: listed, bought, or the latest offer or lead.
  const since: Record<Relation | 'all', SQL> = {
    uploaded: sql`${properties.createdAt}`,
    purchased: purchasedAt,
    interested: interestedAt,
    all: sql`case when ${uploaded} then ${properties.createdAt} else coalesce(${purchasedAt}, ${interestedAt}) end`,
  };
  return { where: { ...where, all: or(where.uploaded, where.purchased, where.interested) }, since };
}

/**
 * How many offers and comments each of these properties has, by id (none: absent). Only for the
 * user's own listings: offers are the owner's to see.
 */
async function engagementCounts(db: Database, propertyIds: number[]) {
  if (propertyIds.length === 0) return { offers: new Map<number, number>(), comments: new Map<number, number>() };
  const countsOf = async (table: typeof propertyOffers | typeof propertyComments) =>
    new Map(
      (
        await db
          .select({ propertyId: table.propertyId, total: count() })
          .from(table)
          .where(inArray(table.propertyId, propertyIds))
          .groupBy(table.propertyId)
      ).map((row) => [row.propertyId, row.total]),
    );
  const [offers, comments] = await Promise.all([countsOf(propertyOffers), countsOf(propertyComments)]);
  return { offers, comments };
}

/** The dashboard's My Properties: listings the user uploaded, showed interest in, or purchased. */
export function myPropertiesRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.get('/profile/myProperties', requireUser(db), async (c) => {
    const query = parseQuery(c, myPropertiesQuery);
    const { userId } = authOf(c);
    const relations = relationsOf(userId);
    const where = relations.where[query.page_type];
    const [rows, total] = await Promise.all([
      findPropertyCards(db, {
        where,
        orderBy: [desc(relations.since[query.page_type]), desc(properties.id)],
        limit: query.per_page,
        offset: offsetOf(query),
      }),
      countProperties(db, where),
    ]);
    const purchasedIds =
      query.page_type === 'all' && rows.length > 0
        ? new Set(
            (
              await db
                .select({ id: propertyPurchases.propertyId })
                .from(propertyPurchases)
                .where(eq(propertyPurchases.userId, userId))
            ).map((row) => row.id),
          )
        : new Set<number>();
    // In "all", a property shows once, under its strongest relation: uploaded, then purchased, then interested.
    const relationOf = (row: (typeof rows)[number]): Relation => {
      if (query.page_type !== 'all') return query.page_type;
      if (row.property.ownerId === userId) return 'uploaded';
      return purchasedIds.has(row.property.id) ? 'purchased' : 'interested';
    };
    const ownIds = rows.filter((row) => relationOf(row) === 'uploaded').map((row) => row.property.id);
    const [counts, reviews] = await Promise.all([engagementCounts(db, ownIds), photoReviewsOf(db, ownIds)]);
    // The owner's listings say how many offers and comments they drew (an extension of the contract's card).
    const countsOf = (row: (typeof rows)[number]) =>
      relationOf(row) === 'uploaded'
        ? { offer_count: counts.offers.get(row.property.id) ?? 0, comment_count: counts.comments.get(row.property.id) ?? 0 }
        : {};
    const now = new Date();
    return c.json({
      myProperties: {
        data: rows.map((row) => ({
          ...toPropertyCard(row, config.publicUrl, now),
          relation: relationOf(row),
          ...countsOf(row),
          // Only the owner learns why staff hid a listing (contract extension); others see no reason.
          hidden_reason: row.property.ownerId === userId ? row.property.hiddenReason : null,
          // The owner's own listings: held for staff because of their photos, or with photos of another of theirs.
          ...reviews.get(row.property.id),
        })),
        meta: pageMeta(query, rows.length, total),
      },
    });
  });

  return routes;
}
