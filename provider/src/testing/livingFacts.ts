/** The living facts a home listing sent to the form must state (routes/livingFacts.ts). */
export const HOME_FACTS = {
  electricity_band: 'B',
  meter: 'prepaid',
  power_backup: 'inverter_solar',
  water_source: 'borehole',
  flooding: 'none',
  road: 'tarred',
  security: 'guards',
};
