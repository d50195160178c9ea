import { livingFactsOf } from '../../db/schema-facts';
import { BAND_A_ESTATE_TOWN, BAND_D_TOWNS, FLOOD_PRONE_TOWNS } from './livingFacts';
import { properties } from './properties';
import { PROPERTY_TYPE } from './taxonomy';
import type { SeedProperty } from './types';

describe('the demo homes’ living facts', () => {
  const homes = properties.filter((property) => property.propertyTypeId !== PROPERTY_TYPE.land);
  const unstated = { electricityBand: null, meter: null, powerBackup: null, waterSource: null, flooding: null, road: null, security: null };
  const factsOf = (property: SeedProperty) => livingFactsOf({ ...unstated, ...property });
  const factsIn = (towns: number[]) => homes.filter((property) => towns.includes(property.townId ?? 0)).map(factsOf);

  it('gives every home every fact, and land none', () => {
    expect(homes.every((home) => Object.values(factsOf(home)).every((value) => value !== null))).toBe(true);
    expect(properties.filter((property) => property.propertyTypeId === PROPERTY_TYPE.land).some((land) => land.electricityBand)).toBe(false);
  });

  it('makes towns differ: a Band A estate, flood-prone streets, Band D suburbs', () => {
    const estate = factsIn([BAND_A_ESTATE_TOWN]);
    expect(estate.length).toBeGreaterThan(5);
    expect(estate.every((facts) => facts.electricity_band === 'A' && facts.flooding === 'none' && facts.security === 'gated_estate')).toBe(true);
    const lowLying = factsIn(FLOOD_PRONE_TOWNS);
    expect(lowLying.length).toBeGreaterThan(0);
    expect(lowLying.every((facts) => facts.flooding !== 'none')).toBe(true);
    const suburbs = factsIn(BAND_D_TOWNS);
    expect(suburbs.length).toBeGreaterThan(5);
    expect(suburbs.every((facts) => facts.electricity_band === 'D')).toBe(true);
  });
});
