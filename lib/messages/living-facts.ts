/** Light, water, floods: the listing form's questions, the property page's "Living here" and the cards. */
import type { LivingFact, LivingFactValue, LivingFilter } from '@/lib/vst/living-facts';

const homesOf = (listings: number) => `${listings} ${listings === 1 ? 'home' : 'homes'}`;

type Names = { [Fact in LivingFact]: Record<LivingFactValue<Fact>, string> };

export const livingFactsText = {
  // The listing form.
  legend: 'Living here',
  legendHint: 'What tenants and buyers ask first. Answer each for the street as it is today.',
  labels: {
    electricity_band: 'Electricity band',
    meter: 'Electricity meter',
    power_backup: 'Backup power',
    water_source: 'Water',
    flooding: 'Flooding in the last rainy season',
    road: 'Road to the house',
    security: 'Security',
  } satisfies Record<LivingFact, string>,
  hints: {
    electricity_band: 'The band on the electricity bill or from the distribution company: A is at least 20 hours of light a day, B 16, C 12, D 8, E 4.',
    meter: 'How the home’s electricity is billed.',
    power_backup: 'What keeps the lights on when the grid is off.',
    water_source: 'Where the home’s water comes from.',
    flooding: 'The worst flooding in the last rains, if any.',
    road: 'The road from the nearest main road to the gate.',
    security: 'What guards the home.',
  } satisfies Record<LivingFact, string>,
  choose: 'Choose…',
  required: (label: string) => `Choose the ${label.toLowerCase()}.`,
  unknown: 'Choose one of the answers listed.',
  // Option names in the form.
  names: {
    electricity_band: { A: 'Band A (20+ hours a day)', B: 'Band B (about 16 hours)', C: 'Band C (about 12 hours)', D: 'Band D (about 8 hours)', E: 'Band E (about 4 hours)', off_grid: 'Not on the grid' },
    meter: { prepaid: 'Prepaid', postpaid: 'Postpaid or estimated bill', shared: 'Shared with other homes', none: 'No meter' },
    power_backup: { generator: 'Generator', inverter_solar: 'Inverter or solar', none: 'None' },
    water_source: { borehole: 'Borehole', public_supply: 'Public supply', well: 'Well', tanker: 'Water tanker', none: 'None' },
    flooding: { none: 'No flooding', street: 'The street flooded', compound: 'The compound flooded', inside: 'Water came inside the building' },
    road: { tarred: 'Tarred', untarred: 'Untarred' },
    security: { gated_estate: 'Gated estate', guards: 'Guards', none: 'None' },
  } satisfies Names,
  // The property page: plain words, one line per fact.
  heading: 'Living here',
  notStated: 'Not stated',
  notStatedHint: 'The owner has not said yet: ask before you pay.',
  lines: {
    electricity_band: { A: 'Band A: at least 20 hours of light a day', B: 'Band B: about 16 hours of light a day', C: 'Band C: about 12 hours of light a day', D: 'Band D: about 8 hours of light a day', E: 'Band E: about 4 hours of light a day', off_grid: 'Not on the grid: no light from the distribution company' },
    meter: { prepaid: 'Prepaid meter: you pay for what you use', postpaid: 'Postpaid meter: billed monthly, often estimated', shared: 'Meter shared with other homes', none: 'No electricity meter' },
    power_backup: { generator: 'Backup: a generator', inverter_solar: 'Backup: an inverter or solar', none: 'No backup power' },
    water_source: { borehole: 'Water from a borehole', public_supply: 'Water from the public supply', well: 'Water from a well', tanker: 'Water bought by tanker', none: 'No water on site' },
    flooding: { none: 'No flooding in the last rainy season', street: 'The street flooded in the last rainy season', compound: 'The compound flooded in the last rainy season', inside: 'Water came inside in the last rainy season' },
    road: { tarred: 'Tarred road to the house', untarred: 'Untarred road to the house' },
    security: { gated_estate: 'In a gated estate', guards: 'Guarded', none: 'No guards or gate' },
  } satisfies Names,
  // The cards: short.
  cardBand: { A: 'Band A light', B: 'Band B light', C: 'Band C light', D: 'Band D light', E: 'Band E light', off_grid: 'Off the grid' } satisfies Names['electricity_band'],
  cardFlooding: { none: 'No flooding', street: 'Street floods', compound: 'Compound floods', inside: 'Floods inside' } satisfies Names['flooding'],
  // Members' answers: the counts under each fact, and the buttons.
  agreeCount: (agree: number) => `${agree} ${agree === 1 ? 'visitor agrees' : 'visitors agree'}`,
  disagreeCount: (disagree: number) => `${disagree} ${disagree === 1 ? 'visitor disagrees' : 'visitors disagree'}`,
  agree: 'Agree',
  disagree: 'Disagree',
  answerGroup: (label: string) => `Is this right? ${label}`,
  answerPrompt: 'Been there? Say whether each fact is right.',
  signInToAnswer: 'Log in to agree or disagree',
  // The town's picture: the town price page and the property page's fair-price block.
  townHeading: (town: string) => `Light and flooding in ${town}`,
  townFactLabels: { electricity_band: 'Electricity band', flooding: 'Flooding in the last rainy season' },
  shareName: (name: string) => `${name}:`,
  share: (percent: number, listings: number, total: number) => `${percent}%, ${listings} of ${homesOf(total)}`,
  tooFewShares: (listings: number) =>
    listings === 0 ? 'No home here states it yet.' : `Too few homes state it to give shares: ${homesOf(listings)}, we need at least 5.`,
  townBasis: 'Homes on this site still on the market whose owner stated it.',
  // The listings' filters (lib/vst/living-facts.ts livingFilters), and the same in a saved search's name.
  filtersLegend: 'Living here',
  filters: {
    band_a_or_b: 'Band A or B (16+ hours of light)',
    prepaid_meter: 'Prepaid meter',
    no_flooding: 'No flooding reported',
    water_on_site: 'Water on site (borehole or well)',
  } satisfies Record<LivingFilter, string>,
  filterWords: {
    band_a_or_b: 'band A or B light',
    prepaid_meter: 'prepaid meter',
    no_flooding: 'no flooding reported',
    water_on_site: 'water on site',
  } satisfies Record<LivingFilter, string>,
  // The dashboard.
  completePrompt: 'Light, water and flooding are not stated yet.',
  completeLink: 'Add them',
} as const;
