/** The fair-price check on the property page and the town price pages. */
import { formatNaira } from '@/lib/format/naira';
import { propertyCardText } from './property-card';

const count = new Intl.NumberFormat('en-NG');

export const fairPriceText = {
  heading: 'Is this a fair price?',
  standing: (percent: number, comparables: number, noun: string, town: string) => {
    const of = `the median of ${count.format(comparables)} similar ${noun} in ${town}`;
    if (percent === 0) return `At ${of}`;
    return `${count.format(Math.abs(percent))}% ${percent < 0 ? 'below' : 'above'} ${of}`;
  },
  tooFew: (comparables: number, noun: string, town: string) =>
    `Too few similar ${noun} in ${town} to compare prices: ${count.format(comparables)} listed, we need at least 5.`,
  medianPerSqm: (median: number, low: number, high: number) =>
    `Median ${formatNaira(median)} per m²; the middle half ask ${formatNaira(low)} to ${formatNaira(high)} per m².`,
  medianRent: (median: number, low: number, high: number, bedrooms: number) =>
    `Median rent ${formatNaira(median)} a year for ${bedrooms === 0 ? 'no-bedroom' : `${bedrooms}-bedroom`} listings; the middle half ask ${formatNaira(low)} to ${formatNaira(high)}.`,
  thisPerSqm: (value: number) => `This listing: ${formatNaira(value)} per m².`,
  caution: 'Much cheaper than similar homes here: never pay before you inspect.',
  basis: 'Compared with listings on this site that are still on the market (sales by price per m², rents by annual rent for as many bedrooms).',
};

export const priceHistoryText = {
  heading: 'Price history',
  listed: (price: string, date: string) => `Listed at ${price} on ${date}`,
  reduced: (price: string, date: string) => `reduced to ${price} on ${date}`,
  raised: (price: string, date: string) => `raised to ${price} on ${date}`,
  reducedBadge: propertyCardText.reduced,
};
