import { confirmedDaysAgoOf } from './freshness';
import { generateProperties } from './listings/generate';
import type { SeedProperty } from './types';

/** The demo listings, generated once per process; the generator is deterministic. */
export const properties: SeedProperty[] = generateProperties().map((property) => ({ ...property, confirmedDaysAgo: confirmedDaysAgoOf(property) }));
export { generateProperties };
