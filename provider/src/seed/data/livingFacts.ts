import { livingFactColumns, type LivingFacts } from '../../db/schema-facts';
import { PROPERTY_TYPE } from './taxonomy';
import type { SeedProperty } from './types';

/**
 * The demo homes' living facts, worked out from each listing after it is generated (so the generator's
 * random sequence stays the same). Towns differ as they do in life: Lekki Phase 1 is a Band A estate,
 * Ajah's low-lying streets flood in the rains, the Bwari suburbs of Abuja get Band D light; elsewhere
 * the facts vary from listing to listing.
 */

/** Lekki Phase 1 (geography.ts). */
export const BAND_A_ESTATE_TOWN = 107;
/** Abraham Adesanya, Sangotedo and Badore in Ajah. */
export const FLOOD_PRONE_TOWNS = [129, 130, 131];
/** Kubwa, Dutse Alhaji and Ushafa in Bwari. */
export const BAND_D_TOWNS = [70, 71, 72];

const pick = <Value>(values: readonly Value[], id: number): Value => values[id % values.length] as Value;

const estate = (id: number): LivingFacts => ({
  electricity_band: 'A',
  meter: 'prepaid',
  power_backup: pick(['inverter_solar', 'generator'] as const, id),
  water_source: 'borehole',
  flooding: 'none',
  road: 'tarred',
  security: 'gated_estate',
});

const lowLying = (id: number): LivingFacts => ({
  electricity_band: pick(['B', 'C'] as const, id),
  meter: 'prepaid',
  power_backup: 'generator',
  water_source: pick(['borehole', 'tanker'] as const, id),
  flooding: pick(['street', 'compound', 'inside'] as const, id),
  road: pick(['untarred', 'tarred'] as const, id),
  security: pick(['guards', 'none'] as const, id),
});

const suburb = (id: number): LivingFacts => ({
  electricity_band: 'D',
  meter: pick(['postpaid', 'shared', 'prepaid'] as const, id),
  power_backup: pick(['generator', 'none'] as const, id),
  water_source: pick(['well', 'tanker', 'borehole'] as const, id),
  flooding: pick(['none', 'street'] as const, id),
  road: 'untarred',
  security: 'none',
});

const elsewhere = (id: number): LivingFacts => ({
  electricity_band: pick(['B', 'C', 'B', 'A', 'C', 'D', 'E', 'off_grid'] as const, id),
  meter: pick(['prepaid', 'postpaid', 'prepaid', 'shared', 'none'] as const, id),
  power_backup: pick(['generator', 'inverter_solar', 'none'] as const, id),
  water_source: pick(['borehole', 'public_supply', 'borehole', 'well', 'tanker', 'none'] as const, id),
  flooding: pick(['none', 'none', 'street', 'none', 'compound'] as const, id),
  road: pick(['tarred', 'untarred', 'tarred'] as const, id),
  security: pick(['guards', 'gated_estate', 'none'] as const, id),
});

export function livingFactsOfSeed(property: SeedProperty): LivingFacts {
  const town = property.townId ?? 0;
  if (town === BAND_A_ESTATE_TOWN) return estate(property.id);
  if (FLOOD_PRONE_TOWNS.includes(town)) return lowLying(property.id);
  if (BAND_D_TOWNS.includes(town)) return suburb(property.id);
  return elsewhere(property.id);
}

/** Every home with its facts; land has none. */
export function withLivingFacts(listings: SeedProperty[]): SeedProperty[] {
  return listings.map((property) => (property.propertyTypeId === PROPERTY_TYPE.land ? property : { ...property, ...livingFactColumns(livingFactsOfSeed(property)) }));
}
