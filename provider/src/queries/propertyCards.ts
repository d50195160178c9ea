import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { priceReducedAt } from '../fairPrice/priceHistory';
import { inSearch } from '../freshness/freshness';
import { authoritySeen } from './ownerAuthority';
import { verifiedAsOf } from './verification';
import { cities, properties, propertyAdverts, propertyCategories, propertyImages, propertyTypes, states, towns, users } from '../db/schema';

const city = alias(cities, 'city');
const town = alias(towns, 'town');
const primaryImage = alias(propertyImages, 'primary_image');

const named = <Id extends PgColumn, Name extends PgColumn>(table: { id: Id; name: Name }) => ({
  id: table.id,
  name: table.name,
});

/**
 * A paid promotion of the property runs now. (Raw SQL takes the instant as text: drivers differ on
 * Dates.) An `in` over the few running promotions, which the database hashes once, rather than a
 * look-up per listing: the listings rank every match by it.
 */
export const promotedNow = (now: Date = new Date()) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<boolean>`(${properties.id} in (select ${propertyAdverts.propertyId} from ${propertyAdverts} where ${propertyAdverts.startsAt} <= ${at} and ${propertyAdverts.expiresAt} > ${at}))`;
};

/**
 * Not hidden by staff nor held for them (its photos are another advertiser's), whatever its freshness
 * or status: wishlists and an area's figures keep to these.
 */
export const visibleListing = () => and(isNull(properties.hiddenAt), isNull(properties.heldForReviewAt))!;

/**
 * What search shows (on the market, confirmed lately, neither hidden nor held), the one test of it: the listings,
 * saved-search alerts and digests, similar homes, the counts, an advertiser's page, the price figures.
 */
export const listedInSearch = (now: Date) => and(inSearch(now), visibleListing())!;

/** Listings featured by hand or by a paid promotion running now (the featured lists). */
export const featuredNow = (now: Date = new Date()) => sql<boolean>`(${properties.featured} or ${promotedNow(now)})`;

export type CardQuery = {
  /** Conditions on the properties table only, so the same filter also counts. */
  where?: SQL;
  orderBy: SQL[];
  limit: number;
  offset?: number;
};

/**
 * Properties with everything a card shows: place names, type, category and the primary image. The
 * page's listings are chosen first from the properties table alone, and only they are joined to the
 * rest: a search's every match is sorted to find a page, and carrying names and photos through that
 * sort made it several times slower.
 */
export function findPropertyCards(db: Database, { where, orderBy, limit, offset = 0 }: CardQuery) {
  const page = db.select({ id: properties.id }).from(properties).where(where).orderBy(...orderBy).limit(limit).offset(offset).as('page');
  return db
    .select({
      property: properties,
      state: named(states),
      city: named(city),
      town: named(town),
      propertyType: named(propertyTypes),
      propertyCategory: named(propertyCategories),
      primaryImageKey: primaryImage.fileKey,
      // What the card's `featured` says: the hand-set flag or a paid promotion running now.
      featured: featuredNow(),
      // A paid promotion runs now: the card's "Promoted" badge.
      promoted: promotedNow(),
      // The owner is a verified advertiser: the card's "Verified owner/agent" badge.
      verifiedAdvertiser: verifiedAsOf(properties.ownerId),
      // Extension: staff saw the owner's letter of authority (the card's "Authorised by the owner").
      ownerAuthorised: authoritySeen(),
      // Extension: the latest price change was a cut in the last 30 days (the card's "Reduced").
      priceReducedAt: priceReducedAt(),
      // Extension: who advertises it, for the link to their profile.
      advertiser: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(page)
    .innerJoin(properties, eq(properties.id, page.id))
    .innerJoin(users, eq(users.id, properties.ownerId))
    .innerJoin(states, eq(states.id, properties.stateId))
    .leftJoin(city, eq(city.id, properties.cityId))
    .leftJoin(town, eq(town.id, properties.townId))
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .innerJoin(propertyCategories, eq(propertyCategories.id, properties.propertyCategoryId))
    // Every listing has exactly one primary image (a unique index and the listing form make sure).
    .innerJoin(primaryImage, and(eq(primaryImage.propertyId, properties.id), eq(primaryImage.kind, 'primary')))
    .orderBy(...orderBy);
}

export type PropertyCardRow = Awaited<ReturnType<typeof findPropertyCards>>[number];

export async function findPropertyCard(db: Database, propertyId: number): Promise<PropertyCardRow | undefined> {
  const [row] = await findPropertyCards(db, { where: eq(properties.id, propertyId), orderBy: [], limit: 1 });
  return row;
}

export async function countProperties(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(properties).where(where);
  return row?.total ?? 0;
}

/** How many properties `where` keeps, counting no further than `cap + 1` (more than `cap`: "more than the cap"). */
export async function countPropertiesUpTo(db: Database, where: SQL | undefined, cap: number): Promise<number> {
  const matching = db.select({ id: properties.id }).from(properties).where(where).limit(cap + 1).as('matching');
  const [row] = await db.select({ total: count() }).from(matching);
  return row?.total ?? 0;
}
