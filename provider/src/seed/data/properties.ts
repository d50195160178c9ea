import { withFairPriceDemo } from './fairPrice';
import { confirmedDaysAgoOf } from './freshness';
import { generateProperties as generateListings } from './listings/generate';
import { withListingTerms } from './listingTerms';
import type { SeedProperty } from './types';

/** The demo listings (with the fair-price demo's) and their terms (fees, titles); the generator is deterministic. */
export const generateProperties = (): SeedProperty[] => withListingTerms(withFairPriceDemo(generateListings()));

/** The demo listings, generated once per process. */
export const properties: SeedProperty[] = generateProperties().map((property) => ({ ...property, confirmedDaysAgo: confirmedDaysAgoOf(property) }));
