import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cities, properties, states, type TransactionType } from '../db/schema';
import { freshnessClock } from '../clock';
import { findPropertyCards, listedInSearch, visibleListing } from './propertyCards';

/** A city with fewer listings than this says little about prices; its state's listings are used instead. */
const MIN_CITY_LISTINGS = 3;
const RELATED_COUNT = 4;

export type StatisticsArea = { type: 'city' | 'state'; id: number; name: string };

type Place = { stateId: number; cityId: number | null };

/** The listing's city, or its state when the city has too few listings (or the listing has no city). */
export async function statisticsArea(db: Database, place: Place): Promise<{ area: StatisticsArea; where: SQL }> {
  if (place.cityId !== null) {
    const [city] = await db
      .select({ id: cities.id, name: cities.name, listings: count(properties.id) })
      .from(cities)
      .leftJoin(properties, and(eq(properties.cityId, cities.id), visibleListing()))
      .where(eq(cities.id, place.cityId))
      .groupBy(cities.id, cities.name);
    if (city && city.listings >= MIN_CITY_LISTINGS) {
      return { area: { type: 'city', id: city.id, name: city.name }, where: eq(properties.cityId, city.id) };
    }
  }
  const [state] = await db.select({ id: states.id, name: states.name }).from(states).where(eq(states.id, place.stateId));
  if (!state) throw new Error(`State ${place.stateId} does not exist`);
  return { area: { type: 'state', ...state }, where: eq(properties.stateId, state.id) };
}

const ofType = (type: TransactionType) => sql`${properties.transactionType} = ${type}`;
/** Whole naira: averages are rounded, and an area without such listings reads 0. */
const nairaOf = (aggregate: SQL) => sql<number>`coalesce(round(${aggregate}), 0)`.mapWith(Number);

/**
 * The area's figures count sold and let listings too (they report sales), never those staff hid: a
 * scam's made-up prices would move them.
 */
export async function priceStatistics(db: Database, where: SQL) {
  const [row] = await db
    .select({
      avgSalesPrice: nairaOf(sql`avg(${properties.price}) filter (where ${ofType('BUY')})`),
      avgRentalPrice: nairaOf(sql`avg(${properties.price}) filter (where ${ofType('RENT')})`),
      minSalePrice: nairaOf(sql`min(${properties.price}) filter (where ${ofType('BUY')})`),
      maxSalePrice: nairaOf(sql`max(${properties.price}) filter (where ${ofType('BUY')})`),
      totalSold: sql<number>`count(*) filter (where ${ofType('BUY')} and ${properties.availability} = 'Sold')`.mapWith(Number),
      totalRental: sql<number>`count(*) filter (where ${ofType('RENT')})`.mapWith(Number),
    })
    .from(properties)
    .where(and(where, visibleListing()));
  if (!row) throw new Error('An aggregate query returned no row');
  return row;
}

type Listing = Place & { id: number; price: number; transactionType: TransactionType };

/** Other available listings of the same kind in the state that search shows, those in the same city first, then nearest in price. */
export function findRelatedListings(db: Database, listing: Listing) {
  const sameCityFirst = listing.cityId === null ? [] : [sql`coalesce(${properties.cityId} = ${listing.cityId}, false) desc`];
  return findPropertyCards(db, {
    where: and(
      eq(properties.stateId, listing.stateId),
      eq(properties.transactionType, listing.transactionType),
      eq(properties.availability, 'Available'),
      ne(properties.id, listing.id),
      listedInSearch(freshnessClock.now()),
    ),
    orderBy: [...sameCityFirst, sql`abs(${properties.price} - ${listing.price})`, sql`${properties.id}`],
    limit: RELATED_COUNT,
  });
}
