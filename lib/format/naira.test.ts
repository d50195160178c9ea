import { formatListingPrice, formatNaira } from './naira';

describe('formatNaira', () => {
  it.each([
    [1250000, '₦1,250,000'],
    [0, '₦0'],
    [999, '₦999'],
    [1000, '₦1,000'],
    [1_000_000_000, '₦1,000,000,000'],
    [1250000.49, '₦1,250,000'],
    [1250000.5, '₦1,250,001'],
    [-2500, '-₦2,500'],
  ])('formats the number %p as %p', (amount, expected) => {
    expect(formatNaira(amount)).toBe(expected);
  });

  it.each([
    ['1250000', '₦1,250,000'],
    ['1,250,000', '₦1,250,000'],
    [' 75000 ', '₦75,000'],
    ['1250000.75', '₦1,250,001'],
    ['0', '₦0'],
  ])('accepts the numeric string %p', (amount, expected) => {
    expect(formatNaira(amount)).toBe(expected);
  });

  it.each([null, undefined, '', 'abc', '12abc', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY])(
    'returns an empty string for %p',
    (amount) => {
      expect(formatNaira(amount)).toBe('');
    },
  );
});

describe('formatListingPrice', () => {
  it('shows a sale price as it is and a rent per year', () => {
    expect(formatListingPrice('45000000', 'BUY')).toBe('₦45,000,000');
    expect(formatListingPrice(2500000, 'RENT')).toBe('₦2,500,000 / year');
  });

  it('returns an empty string for a missing amount, with no period either', () => {
    expect(formatListingPrice(null, 'RENT')).toBe('');
  });
});
