import { priceStanding } from './standing';
import type { PriceCheck } from '@/lib/vst/price-check';

const rent: PriceCheck = {
  basis: 'annual_rent',
  town: { id: 1, name: 'Lekki' },
  bedrooms: 3,
  comparables: 23,
  median: 6_000_000,
  lower_quartile: 5_000_000,
  upper_quartile: 7_000_000,
  value: 5_280_000,
  difference_percent: -12,
};

describe('priceStanding', () => {
  test('says how far below or above the median, of how many similar homes, in which town', () => {
    expect(priceStanding(rent, 'Residential')).toEqual({
      kind: 'figure',
      text: '12% below the median of 23 similar homes in Lekki',
      detail: 'Median rent ₦6,000,000 a year for 3-bedroom listings; the middle half ask ₦5,000,000 to ₦7,000,000.',
      caution: false,
    });
    expect(priceStanding({ ...rent, value: 6_600_000, difference_percent: 10 }, 'Residential').text).toBe('10% above the median of 23 similar homes in Lekki');
    expect(priceStanding({ ...rent, value: 6_000_000, difference_percent: 0 }, 'Commercial').text).toBe('At the median of 23 similar listings in Lekki');
  });

  test('a sale says its price per m² beside the median', () => {
    const sale: PriceCheck = { ...rent, basis: 'price_per_sqm', bedrooms: null, median: 500_000, lower_quartile: 400_000, upper_quartile: 650_000, value: 440_000 };
    expect(priceStanding(sale, 'Residential')).toMatchObject({
      detail: 'Median ₦500,000 per m²; the middle half ask ₦400,000 to ₦650,000 per m². This listing: ₦440,000 per m².',
    });
  });

  test('a price below half the median carries the caution; half exactly does not', () => {
    expect(priceStanding({ ...rent, value: 2_999_999, difference_percent: -50 }, 'Residential')).toMatchObject({ caution: true });
    expect(priceStanding({ ...rent, value: 3_000_000, difference_percent: -50 }, 'Residential')).toMatchObject({ caution: false });
  });

  test('fewer than five comparables: says so, with no figure', () => {
    const few = { ...rent, comparables: 4, median: null, lower_quartile: null, upper_quartile: null, difference_percent: null };
    expect(priceStanding(few, 'Residential')).toEqual({ kind: 'too_few', text: 'Too few similar homes in Lekki to compare prices: 4 listed, we need at least 5.' });
    // A provider that sent figures for four listings anyway still gets no figure.
    expect(priceStanding({ ...rent, comparables: 4 }, 'Residential').kind).toBe('too_few');
  });
});
