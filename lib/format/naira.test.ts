import { formatNaira, formatNairaSymbol } from './naira';

describe('formatNaira', () => {
  it.each([
    [1250000, 'NGN 1,250,000'],
    [0, 'NGN 0'],
    [999, 'NGN 999'],
    [1000, 'NGN 1,000'],
    [1_000_000_000, 'NGN 1,000,000,000'],
    [1250000.49, 'NGN 1,250,000'],
    [1250000.5, 'NGN 1,250,001'],
    [-2500, '-NGN 2,500'],
  ])('formats the number %p as %p', (amount, expected) => {
    expect(formatNaira(amount)).toBe(expected);
  });

  it.each([
    ['1250000', 'NGN 1,250,000'],
    ['1,250,000', 'NGN 1,250,000'],
    [' 75000 ', 'NGN 75,000'],
    ['1250000.75', 'NGN 1,250,001'],
    ['0', 'NGN 0'],
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

describe('formatNairaSymbol', () => {
  it('uses the naira sign with no space', () => {
    expect(formatNairaSymbol(1250000)).toBe('₦1,250,000');
    expect(formatNairaSymbol('45000')).toBe('₦45,000');
    expect(formatNairaSymbol(-10)).toBe('-₦10');
  });

  it('returns an empty string for missing amounts', () => {
    expect(formatNairaSymbol(null)).toBe('');
    expect(formatNairaSymbol('n/a')).toBe('');
  });
});
