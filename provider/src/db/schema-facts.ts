/**
 * Types of what a home is like to live in, which the properties table keeps one nullable column each
 * (null: the owner has not said, as on listings made before the form asked). Columns rather than a
 * document so that listings can be filtered and counted by a fact.
 */

export const LIVING_FACT_VALUES = {
  /** The distribution company's band for the feeder: A at least 20 hours of light a day, then 16, 12, 8, 4. */
  electricity_band: ['A', 'B', 'C', 'D', 'E', 'off_grid'],
  meter: ['prepaid', 'postpaid', 'shared', 'none'],
  power_backup: ['generator', 'inverter_solar', 'none'],
  water_source: ['borehole', 'public_supply', 'well', 'tanker', 'none'],
  /** The worst flooding in the last rainy season. */
  flooding: ['none', 'street', 'compound', 'inside'],
  road: ['tarred', 'untarred'],
  security: ['gated_estate', 'guards', 'none'],
} as const;

export type LivingFact = keyof typeof LIVING_FACT_VALUES;
export const LIVING_FACTS = Object.keys(LIVING_FACT_VALUES) as LivingFact[];
export type LivingFacts = { [Fact in LivingFact]: (typeof LIVING_FACT_VALUES)[Fact][number] | null };

/** The properties table's columns of each fact. */
export type LivingFactColumns = {
  electricityBand: LivingFacts['electricity_band'];
  meter: LivingFacts['meter'];
  powerBackup: LivingFacts['power_backup'];
  waterSource: LivingFacts['water_source'];
  flooding: LivingFacts['flooding'];
  road: LivingFacts['road'];
  security: LivingFacts['security'];
};

export function livingFactColumns(facts: LivingFacts): LivingFactColumns {
  return {
    electricityBand: facts.electricity_band,
    meter: facts.meter,
    powerBackup: facts.power_backup,
    waterSource: facts.water_source,
    flooding: facts.flooding,
    road: facts.road,
    security: facts.security,
  };
}

export function livingFactsOf(columns: LivingFactColumns): LivingFacts {
  return {
    electricity_band: columns.electricityBand,
    meter: columns.meter,
    power_backup: columns.powerBackup,
    water_source: columns.waterSource,
    flooding: columns.flooding,
    road: columns.road,
    security: columns.security,
  };
}
