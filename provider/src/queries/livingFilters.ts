import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { properties } from '../db/schema';

/**
 * The listings' filters on living facts (contract extension "Living here"): each keeps only the homes
 * whose owner stated that fact so, never one not stated. Water on site is a source at the home itself
 * (borehole or well), not the public supply or a tanker someone must bring.
 */
export const LIVING_FILTERS = {
  band_a_or_b: () => inArray(properties.electricityBand, ['A', 'B']),
  prepaid_meter: () => eq(properties.meter, 'prepaid'),
  no_flooding: () => eq(properties.flooding, 'none'),
  water_on_site: () => inArray(properties.waterSource, ['borehole', 'well']),
} satisfies Record<string, () => SQL>;

export type LivingFilter = keyof typeof LIVING_FILTERS;
export const LIVING_FILTER_NAMES = Object.keys(LIVING_FILTERS) as LivingFilter[];

/** The conditions of the living-fact filters that are on; none when none is. */
export function livingFilterConditions(filters: Partial<Record<LivingFilter, boolean>>): SQL | undefined {
  return and(...LIVING_FILTER_NAMES.filter((name) => filters[name]).map((name) => LIVING_FILTERS[name]()));
}
