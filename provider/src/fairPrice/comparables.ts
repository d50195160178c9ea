import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import { properties } from '../db/schema';
import { listedInSearch } from '../queries/propertyCards';

/**
 * The rules every fair-price figure follows, shared by the property page's check and the town price
 * pages so that both say the same thing about a town: which listings count, how a sale and a rent are
 * measured, and when there are too few listings to give a figure at all.
 */

/** Fewer listings than this say too little about a town's prices: no figure at all. */
export const MIN_COMPARABLES = 5;
const SQUARE_FEET_PER_SQUARE_METRE = 10.7639;

/** Naira per square metre of a price over an area stored in square feet. */
export const perSquareMetre = (price: number, squareFeet: number) => Math.round((price * SQUARE_FEET_PER_SQUARE_METRE) / squareFeet);

/** A sale's price per m²; null without an area (a quantile passes over nulls, and nothing divides by zero). */
export const perSquareMetreSql = sql`${properties.price}::float8 * ${SQUARE_FEET_PER_SQUARE_METRE} / nullif(${properties.squareFeet}, 0)`;
/** A rent's measure, and a sale's asking price: the price as it is (a rent's price is one year's rent). */
export const priceSql = sql`${properties.price}::float8`;

/** A listing that gives an area, so its price per m² can be worked out. */
export const hasArea = () => and(isNotNull(properties.squareFeet), sql`${properties.squareFeet} > 0`)!;

/** At most this many listings of one advertiser count in any one figure. */
export const PER_ADVERTISER = 2;

/** What a figure compares: a town's listings of one transaction and property type, and maybe of one bedroom count. */
export type Comparing = { townScope: SQL; sameBedrooms: boolean };

/**
 * The listings whose prices count: those search shows (on the market, confirmed in the last 60 days,
 * not hidden by staff), and of one advertiser's listings in a figure only the two confirmed most
 * lately, so that a few made-up listings cannot move a thin town's median or give it one. The ranking
 * stays in the database, over the town(s) `townScope` names.
 */
export function countedListings(now: Date, { townScope, sameBedrooms }: Comparing): SQL {
  const { id, ownerId, townId, transactionType, propertyTypeId, bedrooms, confirmedAt } = properties;
  const figure = sameBedrooms ? sql`${townId}, ${transactionType}, ${propertyTypeId}, ${bedrooms}` : sql`${townId}, ${transactionType}, ${propertyTypeId}`;
  const advertiserRank = sql`row_number() over (partition by ${ownerId}, ${figure} order by ${confirmedAt} desc, ${id} desc)`;
  const ranked = sql`select ${id} as id, ${advertiserRank} as advertiser_rank from ${properties} where ${and(listedInSearch(now), townScope)}`;
  // The outer query repeats what search shows, so the database reads the town's listings from the
  // index of visible ones (properties_town_figures_idx) rather than every listing of the type.
  return and(townScope, listedInSearch(now), sql`${id} in (select ranked.id from (${ranked}) as ranked where ranked.advertiser_rank <= ${PER_ADVERTISER})`)!;
}

/** A quantile of `measure` in whole naira, over the rows `filter` keeps (all of them without one). */
export function quantileOf(fraction: 0.25 | 0.5 | 0.75, measure: SQL, filter?: SQL) {
  const over = filter ? sql` filter (where ${filter})` : sql``;
  return sql<number | null>`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${measure})${over}`.mapWith((value) =>
    value === null ? null : Math.round(Number(value)),
  );
}

/** The middle of the prices and their middle half, all three from one set of listings. */
export type Spread = { median: number; lower_quartile: number; upper_quartile: number };

/** The three quantiles as selected columns; `spreadOf` turns them into a figure or none. */
export const spreadColumns = (measure: SQL, filter?: SQL) => ({
  median: quantileOf(0.5, measure, filter),
  lowerQuartile: quantileOf(0.25, measure, filter),
  upperQuartile: quantileOf(0.75, measure, filter),
});

type SpreadRow = { median: number | null; lowerQuartile: number | null; upperQuartile: number | null };

/** The figures of `listings` listings, or null when they are too few (or none had a value). */
export function spreadOf(listings: number, row: SpreadRow | undefined): Spread | null {
  if (listings < MIN_COMPARABLES || !row || row.median === null || row.lowerQuartile === null || row.upperQuartile === null) return null;
  return { median: row.median, lower_quartile: row.lowerQuartile, upper_quartile: row.upperQuartile };
}
