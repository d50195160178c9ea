import { withFairPriceDemo } from './fairPrice';
import { confirmedDaysAgoOf } from './freshness';
import { generateProperties as generateListings } from './listings/generate';
import { withListingTerms } from './listingTerms';
import { withCopiedPhotosDemo } from './photoCopies';
import { withLivingFacts } from './livingFacts';
import type { SeedProperty } from './types';

/** The demo listings (with the fair-price and copied-photos demos'), their terms (fees, titles) and living facts; the generator is deterministic. */
export const generateProperties = (): SeedProperty[] => withLivingFacts(withListingTerms(withCopiedPhotosDemo(withFairPriceDemo(generateListings()))));

/** The demo listings, generated once per process. */
export const properties: SeedProperty[] = generateProperties().map((property) => ({ ...property, confirmedDaysAgo: confirmedDaysAgoOf(property) }));
