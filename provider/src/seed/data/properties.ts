import { generateProperties } from './listings/generate';
import type { SeedProperty } from './types';

/** The demo listings, generated once per process; the generator is deterministic. */
export const properties: SeedProperty[] = generateProperties();
export { generateProperties };
