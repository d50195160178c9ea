import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cities, properties, propertyTypes, states, towns, type TransactionType } from '../db/schema';
import { countedListings, hasArea, MIN_COMPARABLES, perSquareMetreSql, priceSql, spreadColumns, spreadOf, type Spread } from './comparables';
import { withSlugs } from './placeSlugs';

/**
 * Provider extension (docs/provider-contract.md, "Town prices"): a town's median prices by transaction,
 * property type and bedrooms, by the fair-price check's rules (comparables.ts), and the index of the
 * towns that have listings to show.
 */

type Named = { id: number; name: string };
export type PriceTown = Named & { slug: string; city: Named; state: Named & { slug: string } };
export type PriceTownEntry = PriceTown & { listings: number; has_figures: boolean };

export type TownPriceGroup = {
  transaction_type: TransactionType;
  property_type: Named;
  /** Null: every bedroom count of the type together (a sale's price per m² is compared so). */
  bedrooms: number | null;
  listings: number;
  /** Annual rent, or a sale's asking price. */
  price: Spread | null;
  /** Sales that give an area; 0 for rents. */
  with_area: number;
  price_per_sqm: Spread | null;
};

type TownRow = { id: number; name: string; cityId: number; cityName: string; stateId: number };

/** Every town of the given states with its slug (slugs are unique within a state, so all its towns are read). */
async function townsOfStates(db: Database, stateIds: number[]): Promise<(TownRow & { slug: string })[]> {
  if (stateIds.length === 0) return [];
  const rows = await db
    .select({ id: towns.id, name: towns.name, cityId: cities.id, cityName: cities.name, stateId: cities.stateId })
    .from(towns)
    .innerJoin(cities, eq(towns.cityId, cities.id))
    .where(inArray(cities.stateId, stateIds));
  return stateIds.flatMap((stateId) => withSlugs(rows.filter((row) => row.stateId === stateId)));
}

async function statesWithSlugs(db: Database) {
  return withSlugs(await db.select({ id: states.id, name: states.name }).from(states));
}

const priceTown = (town: TownRow & { slug: string }, state: Named & { slug: string }): PriceTown => ({
  id: town.id,
  name: town.name,
  slug: town.slug,
  city: { id: town.cityId, name: town.cityName },
  state: { id: state.id, name: state.name, slug: state.slug },
});

/** The town a pair of slugs names, or null when either names nothing. */
export async function findPriceTown(db: Database, stateSlug: string, townSlug: string): Promise<PriceTown | null> {
  const state = (await statesWithSlugs(db)).find((candidate) => candidate.slug === stateSlug);
  if (!state) return null;
  const town = (await townsOfStates(db, [state.id])).find((candidate) => candidate.slug === townSlug);
  return town ? priceTown(town, state) : null;
}

/**
 * The towns with at least one listing that counts, by state and town name. `has_figures`: at least one
 * group of the town's page has a figure, that is some transaction and property type has five listings.
 */
export async function priceTowns(db: Database, now: Date): Promise<PriceTownEntry[]> {
  const counts = await db
    .select({ townId: properties.townId, listings: sql<number>`count(*)`.mapWith(Number) })
    .from(properties)
    .where(countedListings(now, { townScope: isNotNull(properties.townId), sameBedrooms: false }))
    .groupBy(properties.townId, properties.transactionType, properties.propertyTypeId);
  const byTown = new Map<number, { listings: number; largestGroup: number }>();
  for (const { townId, listings } of counts) {
    const town = byTown.get(townId!) ?? { listings: 0, largestGroup: 0 };
    byTown.set(townId!, { listings: town.listings + listings, largestGroup: Math.max(town.largestGroup, listings) });
  }
  if (byTown.size === 0) return [];
  const stateIds = await db
    .selectDistinct({ id: cities.stateId })
    .from(towns)
    .innerJoin(cities, eq(towns.cityId, cities.id))
    .where(inArray(towns.id, [...byTown.keys()]));
  const [allStates, allTowns] = await Promise.all([statesWithSlugs(db), townsOfStates(db, stateIds.map((row) => row.id))]);
  const stateById = new Map(allStates.map((state) => [state.id, state]));
  return allTowns
    .flatMap((town) => {
      const counted = byTown.get(town.id);
      const state = stateById.get(town.stateId);
      return counted && state ? [{ ...priceTown(town, state), listings: counted.listings, has_figures: counted.largestGroup >= MIN_COMPARABLES }] : [];
    })
    .sort((a, b) => a.state.name.localeCompare(b.state.name, 'en') || a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

const TRANSACTION_ORDER: Record<TransactionType, number> = { BUY: 0, RENT: 1 };

/**
 * The town's groups of one level: per transaction, property type and bedroom count (`byBedrooms`), or
 * per transaction and property type over every bedroom count. Each level counts an advertiser's
 * listings at most twice in each of its groups, so the two levels are two queries.
 */
async function groupsOfLevel(db: Database, townId: number, now: Date, byBedrooms: boolean) {
  const { transactionType, propertyTypeId, bedrooms } = properties;
  const rows = await db
    .select({
      transactionType,
      propertyTypeId,
      propertyTypeName: propertyTypes.name,
      bedrooms: byBedrooms ? bedrooms : sql<number | null>`null`,
      listings: sql<number>`count(*)`.mapWith(Number),
      price: spreadColumns(priceSql),
      withArea: sql<number>`count(*) filter (where ${hasArea()})`.mapWith(Number),
      perSqm: spreadColumns(perSquareMetreSql, hasArea()),
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(properties.propertyTypeId, propertyTypes.id))
    .where(countedListings(now, { townScope: eq(properties.townId, townId), sameBedrooms: byBedrooms }))
    .groupBy(...(byBedrooms ? [transactionType, propertyTypeId, propertyTypes.name, bedrooms] : [transactionType, propertyTypeId, propertyTypes.name]));
  return rows.map((row) => ({ ...row, bedrooms: byBedrooms ? row.bedrooms : null }));
}

/**
 * The town's groups: one per transaction, property type and bedroom count, and one per transaction and
 * property type over every bedroom count (`bedrooms` null). A group of fewer than five listings keeps
 * its count and has no figure.
 */
export async function townPriceGroups(db: Database, townId: number, now: Date): Promise<TownPriceGroup[]> {
  const [bySize, byType] = await Promise.all([groupsOfLevel(db, townId, now, true), groupsOfLevel(db, townId, now, false)]);
  return [...bySize, ...byType]
    .map((row): TownPriceGroup => {
      const isSale = row.transactionType === 'BUY';
      const withArea = isSale ? row.withArea : 0;
      return {
        transaction_type: row.transactionType,
        property_type: { id: row.propertyTypeId, name: row.propertyTypeName },
        bedrooms: row.bedrooms,
        listings: row.listings,
        price: spreadOf(row.listings, row.price),
        with_area: withArea,
        price_per_sqm: isSale ? spreadOf(withArea, row.perSqm) : null,
      };
    })
    .sort(
      (a, b) =>
        TRANSACTION_ORDER[a.transaction_type] - TRANSACTION_ORDER[b.transaction_type] ||
        a.property_type.id - b.property_type.id ||
        (a.bedrooms ?? Number.MAX_SAFE_INTEGER) - (b.bedrooms ?? Number.MAX_SAFE_INTEGER),
    );
}
