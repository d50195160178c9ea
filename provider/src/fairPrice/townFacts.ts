import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { properties } from '../db/schema';
import { LIVING_FACT_VALUES } from '../db/schema-facts';
import { listedInSearch } from '../queries/propertyCards';
import { MIN_COMPARABLES } from './comparables';

/**
 * Provider extension (docs/provider-contract.md, "Town prices", "Fair-price check"): a town's share of
 * listings by electricity band and by flooding reported, over the homes search shows that state each.
 * Like a price figure, a share from fewer than five listings would say more about one home than about
 * the town, so then only the count is given.
 */

type TownFact = 'electricity_band' | 'flooding';

export type FactShare = { value: string; listings: number; percent: number };
/** `listings`: the homes that state the fact; `shares` null when they are fewer than five. */
export type TownFactShares = { listings: number; shares: FactShare[] | null };
export type TownFacts = { [Fact in TownFact]: TownFactShares };

export type TownFactCount = { townId: number | null; electricityBand: string | null; flooding: string | null; listings: number };

/**
 * The one grouped query behind every town's picture: listings search shows per town, band and
 * flooding, over the towns `townScope` names. Its rows are what a table of towns' figures would hold.
 */
export function townFactCounts(db: Database, now: Date, townScope: SQL): Promise<TownFactCount[]> {
  const { townId, electricityBand, flooding } = properties;
  return db
    .select({ townId, electricityBand, flooding, listings: sql<number>`count(*)`.mapWith(Number) })
    .from(properties)
    .where(and(listedInSearch(now), townScope, or(isNotNull(electricityBand), isNotNull(flooding))))
    .groupBy(townId, electricityBand, flooding);
}

function sharesOf(fact: TownFact, counts: Map<string, number>): TownFactShares {
  const listings = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (listings < MIN_COMPARABLES) return { listings, shares: null };
  const shares = LIVING_FACT_VALUES[fact].flatMap((value) => {
    const count = counts.get(value) ?? 0;
    return count === 0 ? [] : [{ value, listings: count, percent: Math.round((count / listings) * 100) }];
  });
  return { listings, shares };
}

/** One town's picture from its rows of `townFactCounts`. */
export function townFactsOf(rows: TownFactCount[]): TownFacts {
  const bands = new Map<string, number>();
  const floods = new Map<string, number>();
  for (const row of rows) {
    if (row.electricityBand !== null) bands.set(row.electricityBand, (bands.get(row.electricityBand) ?? 0) + row.listings);
    if (row.flooding !== null) floods.set(row.flooding, (floods.get(row.flooding) ?? 0) + row.listings);
  }
  return { electricity_band: sharesOf('electricity_band', bands), flooding: sharesOf('flooding', floods) };
}

export async function townFacts(db: Database, townId: number, now: Date): Promise<TownFacts> {
  return townFactsOf(await townFactCounts(db, now, eq(properties.townId, townId)));
}
