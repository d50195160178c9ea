import { and, notInArray, sql, type SQL } from 'drizzle-orm';
import { properties, type Availability } from '../db/schema';

/**
 * Provider extension (docs/provider-contract.md, "Listing freshness"): each listing carries when its
 * owner last confirmed it available. Past `STALE_AFTER_DAYS` it is labelled and ranked after confirmed
 * listings; past `HIDDEN_AFTER_DAYS` it leaves the listings and search until confirmed again. Let and
 * sold listings leave them at once, whatever their age.
 */
export const STALE_AFTER_DAYS = 30;
export const HIDDEN_AFTER_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Freshness = 'confirmed' | 'not_recent' | 'out_of_search';

/** Statuses that take a listing out of the listings and search: it is no longer on the market. */
export const OFF_MARKET: Availability[] = ['Let', 'Sold'];

/** Whole days since the confirmation (never negative: a clock set back shows "today"). */
export function confirmedDaysAgo(confirmedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - confirmedAt.getTime()) / DAY_MS));
}

export function freshnessOf(confirmedAt: Date, now: Date): Freshness {
  const days = confirmedDaysAgo(confirmedAt, now);
  if (days >= HIDDEN_AFTER_DAYS) return 'out_of_search';
  return days >= STALE_AFTER_DAYS ? 'not_recent' : 'confirmed';
}

/** What readers see change when a listing's status or confirmation changes (the web app expires its cached copies by it). */
export type VisibleChange = 'none' | 'page' | 'listings';

type ListingState = { availability: Availability; confirmedAt: Date };

/**
 * `listings` when the listing's place in the public lists changes (it enters or leaves them, or moves
 * between confirmed and not recent), `page` when only its own page does (status, days since the
 * confirmation), `none` when readers would see nothing new (a second confirmation the same day).
 */
export function visibleChange(before: ListingState, after: ListingState, now: Date): VisibleChange {
  if (placeInLists(before, now) !== placeInLists(after, now)) return 'listings';
  const page = ({ availability, confirmedAt }: ListingState) => `${availability}:${confirmedDaysAgo(confirmedAt, now)}`;
  return page(before) === page(after) ? 'none' : 'page';
}

/** Out of the lists, or in them as confirmed or not recent (which sets its rank); "under offer" stays listed as it was. */
function placeInLists({ availability, confirmedAt }: ListingState, now: Date): Freshness | 'absent' {
  const freshness = freshnessOf(confirmedAt, now);
  return OFF_MARKET.includes(availability) || freshness === 'out_of_search' ? 'absent' : freshness;
}

/** The instant `days` before `now`, as SQL (raw SQL takes the instant as text: drivers differ on Dates). */
const daysBefore = (now: Date, days: number) => sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;

/** Confirmed within the last 30 days: such listings rank before the others. */
export const confirmedRecently = (now: Date) => sql<boolean>`(${properties.confirmedAt} > ${daysBefore(now, STALE_AFTER_DAYS)})`;

/** What the public listings and search may show: on the market and confirmed within 60 days. */
export function inSearch(now: Date): SQL {
  return and(notInArray(properties.availability, OFF_MARKET), sql`${properties.confirmedAt} > ${daysBefore(now, HIDDEN_AFTER_DAYS)}`)!;
}
