/** The town price pages (app/prices/[state]/[town]) and the links to them. */
import { formatNaira } from '@/lib/format/naira';
import type { TransactionType } from '@/lib/vst/property';

const count = new Intl.NumberFormat('en-NG');
const listingsOf = (listings: number) => `${count.format(listings)} ${listings === 1 ? 'listing' : 'listings'}`;

export const townPricesText = {
  /** The link from a property's fair-price check. */
  pricesIn: (town: string) => `Prices in ${town}`,
  title: (town: string, state: string) => `Property prices in ${town}, ${state}`,
  description: (town: string, state: string, listings: number) =>
    `Median rents and sale prices in ${town}, ${state}, by property type and bedrooms, from ${listingsOf(listings)} on the market.`,
  intro: (town: string, place: string, listings: number) =>
    `What homes and land in ${town} (${place}) ask now: the median prices of the ${listingsOf(listings)} on the market on this site, by property type and bedrooms.`,
  tooFewTown: (town: string, listings: number) =>
    listings === 0
      ? `There are no listings on the market in ${town} just now, so we cannot give its prices.`
      : `Too few listings in ${town} to give prices: ${listingsOf(listings)} on the market, and a figure needs at least 5 alike.`,
  section: { RENT: 'Rents', BUY: 'Sale prices' } satisfies Record<TransactionType, string>,
  caption: (propertyType: string, transaction: TransactionType) =>
    transaction === 'RENT' ? `${propertyType}: median annual rent` : `${propertyType}: median asking price`,
  columns: { bedrooms: 'Bedrooms', rent: 'Rent a year', price: 'Price', perSqm: 'Per m²' },
  listings: listingsOf,
  bedrooms: (bedrooms: number | null) => {
    if (bedrooms === null) return 'All';
    if (bedrooms === 0) return 'No bedroom';
    return bedrooms === 1 ? '1 bedroom' : `${count.format(bedrooms)} bedrooms`;
  },
  middleHalf: (low: number, high: number) => `middle half ${formatNaira(low)} to ${formatNaira(high)}`,
  tooFew: 'Too few',
  chartLabel: (propertyType: string, transaction: TransactionType, town: string) =>
    `Bar chart: the median ${transaction === 'RENT' ? 'annual rent' : 'asking price'} of ${propertyType.toLowerCase()} listings in ${town} by bedrooms, each with its middle half as a line. The table gives the same figures.`,
  chartBar: (bedrooms: number, median: number) => `${townPricesText.bedrooms(bedrooms)}: ${formatNaira(median)}`,
  howHeading: 'Where these figures come from',
  how: [
    'Each figure is a median: half the listings ask less, half ask more. The middle half runs from the price a quarter of them ask less than to the price a quarter ask more than.',
    'Rents are annual (Nigerian rents are quoted by the year). Sales show the asking price and, over the listings that give their size, the price per m², which is what a property’s fair-price check compares a sale with.',
    'Only listings on this site that are still on the market count: not those let or sold, not those their owner has not confirmed in 60 days, and not those our staff removed. A group needs at least 5 listings for a figure; asking prices are not sale prices.',
  ],
};
