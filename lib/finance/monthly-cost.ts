/**
 * "From ₦X a month" on a property for sale: a mortgage with the lender whose yearly rate
 * is lowest among those the provider lists, on that lender's own terms (its smallest down payment and
 * longest tenure), worked out with the calculator's own maths so the figure and the calculator agree.
 */
import type { MortgageCompany } from '@/lib/vst/finance';
import { fixedYearsOf } from '@/lib/vst/finance';
import { monthlyRepayment } from './mortgage';

/** Terms for a lender that does not state them: the calculator's common case (20% down over 20 years). */
export const DEFAULT_DOWN_PERCENT = 20;
export const DEFAULT_YEARS = 20;
/** The calculator accepts 1 to 40 years. */
const MAX_YEARS = 40;

export type MonthlyMortgage = {
  lender: string;
  ratePercent: number;
  downPercent: number;
  /** Whole naira, rounded up so the down payment is never below the lender's minimum. */
  down: number;
  years: number;
  /** Naira and kobo, as the calculator shows it. */
  monthly: number;
};

/** The lender with the lowest rate (the first listed on a tie); null when the provider lists none. */
export function cheapestLender(companies: readonly MortgageCompany[]): MortgageCompany | null {
  return companies.reduce<MortgageCompany | null>((best, company) => (best === null || company.rates < best.rates ? company : best), null);
}

/** The lowest monthly repayment for a price; null without a price or without a lender. */
export function monthlyMortgage(price: number, companies: readonly MortgageCompany[]): MonthlyMortgage | null {
  const lender = cheapestLender(companies);
  if (lender === null || !Number.isFinite(price) || price <= 0) return null;
  const downPercent = Math.min(Math.max(lender.min_equity_percent ?? DEFAULT_DOWN_PERCENT, 0), 99);
  const down = Math.ceil((price * downPercent) / 100);
  const years = Math.min(Math.max(lender.max_tenure_years ?? fixedYearsOf(lender.tenure) ?? DEFAULT_YEARS, 1), MAX_YEARS);
  return {
    lender: lender.name,
    ratePercent: lender.rates,
    downPercent,
    down,
    years,
    monthly: monthlyRepayment({ principal: price - down, annualRatePercent: lender.rates, years }),
  };
}

/** The mortgage calculator filled with these terms and already worked out (`calculate=1`). */
export function mortgageCalculatorHref(price: number, mortgage: MonthlyMortgage): string {
  const query = new URLSearchParams({
    tab: 'mortgage',
    price: String(Math.round(price)),
    down: String(mortgage.down),
    rate: String(mortgage.ratePercent),
    years: String(mortgage.years),
    calculate: '1',
  });
  return `/finance/paymentoptions?${query}#mortgage-calculator`;
}

/** A yearly rent spread over twelve months, to the kobo (Nigerian rents are quoted and usually paid per year). */
export const rentPerMonth = (yearlyRent: number): number => Math.round((yearlyRent / 12) * 100) / 100;
