import type { MortgageCompany } from '@/lib/vst/finance';
import { cheapestLender, monthlyMortgage, mortgageCalculatorHref, rentPerMonth } from './monthly-cost';
import { monthlyRepayment } from './mortgage';

const lender = (name: string, rates: number, extra: Partial<MortgageCompany> = {}): MortgageCompany => ({
  id: rates * 10,
  name,
  rates,
  tenure: '5 years',
  max_tenure_years: 20,
  min_equity_percent: 20,
  ...extra,
});

const lenders = [
  lender('Abbey Mortgage Bank', 22),
  lender('Federal Mortgage Bank of Nigeria (NHF)', 6, { max_tenure_years: 30, min_equity_percent: 10 }),
  lender('Lagos HOMS', 9.5, { max_tenure_years: 10, min_equity_percent: 30 }),
];

describe('cheapestLender', () => {
  test('the lowest yearly rate wins, whatever the order', () => {
    expect(cheapestLender(lenders)?.name).toBe('Federal Mortgage Bank of Nigeria (NHF)');
    expect(cheapestLender([...lenders].reverse())?.name).toBe('Federal Mortgage Bank of Nigeria (NHF)');
  });

  test('a tie keeps the lender listed first; no lenders, no lender', () => {
    expect(cheapestLender([lender('First', 12), lender('Second', 12)])?.name).toBe('First');
    expect(cheapestLender([])).toBeNull();
  });
});

describe('monthlyMortgage', () => {
  test("₦50,000,000 with the 6% lender: its 10% down over its 30 years", () => {
    const mortgage = monthlyMortgage(50_000_000, lenders);
    expect(mortgage).toEqual({
      lender: 'Federal Mortgage Bank of Nigeria (NHF)',
      ratePercent: 6,
      downPercent: 10,
      down: 5_000_000,
      years: 30,
      // 45,000,000 at 6% over 360 months: 45,000,000 × 0.005 / (1 − 1.005^−360).
      monthly: 269_797.74,
    });
  });

  test('the same sum as the mortgage calculator for the same terms', () => {
    const mortgage = monthlyMortgage(37_500_000, [lender('Only', 17.5)]);
    expect(mortgage?.down).toBe(7_500_000);
    expect(mortgage?.monthly).toBe(monthlyRepayment({ principal: 30_000_000, annualRatePercent: 17.5, years: 20 }));
  });

  test('the down payment is rounded up to whole naira, never below the minimum', () => {
    expect(monthlyMortgage(1_000_001, [lender('Only', 10)])?.down).toBe(200_001);
  });

  test('a lender without stated terms: the years its rate is fixed, else 20% down over 20 years', () => {
    const fixedOnly = monthlyMortgage(10_000_000, [lender('Fixed', 12, { max_tenure_years: null, min_equity_percent: null, tenure: '15 years' })]);
    expect(fixedOnly).toMatchObject({ downPercent: 20, down: 2_000_000, years: 15 });
    const nothing = monthlyMortgage(10_000_000, [lender('Bare', 12, { max_tenure_years: undefined, min_equity_percent: undefined, tenure: 'flexible' })]);
    expect(nothing).toMatchObject({ downPercent: 20, years: 20, monthly: monthlyRepayment({ principal: 8_000_000, annualRatePercent: 12, years: 20 }) });
  });

  test('terms outside what the calculator takes are brought within it (1 to 40 years)', () => {
    expect(monthlyMortgage(10_000_000, [lender('Long', 5, { max_tenure_years: 50 })])?.years).toBe(40);
  });

  test('no price or no lender: nothing to show', () => {
    expect(monthlyMortgage(0, lenders)).toBeNull();
    expect(monthlyMortgage(Number.NaN, lenders)).toBeNull();
    expect(monthlyMortgage(10_000_000, [])).toBeNull();
  });
});

test('mortgageCalculatorHref fills the calculator with the price and the terms, worked out', () => {
  const mortgage = monthlyMortgage(50_000_000, lenders)!;
  const url = new URL(mortgageCalculatorHref(50_000_000, mortgage), 'http://site.test');
  expect(url.pathname).toBe('/finance/paymentoptions');
  expect(Object.fromEntries(url.searchParams)).toEqual({ tab: 'mortgage', price: '50000000', down: '5000000', rate: '6', years: '30', calculate: '1' });
  expect(url.hash).toBe('#mortgage-calculator');
});

test('rentPerMonth spreads a yearly rent over twelve months, to the kobo', () => {
  expect(rentPerMonth(2_400_000)).toBe(200_000);
  expect(rentPerMonth(2_500_000)).toBe(208_333.33);
});
