/**
 * Mortgage arithmetic: the standard amortisation formula with monthly compounding. The schedule runs
 * on the exact payment; figures are rounded to kobo only when they are reported.
 */

export type MortgageTerms = {
  /** The loan: price minus down payment. */
  principal: number;
  /** Yearly interest in percent (12 for 12%). */
  annualRatePercent: number;
  years: number;
};

const roundKobo = (amount: number) => Math.round(amount * 100) / 100;
const monthsOf = (years: number) => Math.round(years * 12);

/** M = P·r / (1 − (1 + r)^−n) with r the monthly rate and n the months; P / n when there is no interest. */
function exactMonthly({ principal, annualRatePercent, years }: MortgageTerms): number {
  const months = monthsOf(years);
  if (principal <= 0 || months <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  return rate === 0 ? principal / months : (principal * rate) / (1 - (1 + rate) ** -months);
}

/** The monthly repayment, in naira and kobo. */
export const monthlyRepayment = (terms: MortgageTerms): number => roundKobo(exactMonthly(terms));

export type MortgageSummary = { monthly: number; months: number; totalRepaid: number; totalInterest: number };

/** What the loan costs over its life: every payment added up, and the part of it that is interest. */
export function mortgageSummary(terms: MortgageTerms): MortgageSummary {
  const months = monthsOf(terms.years);
  const totalRepaid = exactMonthly(terms) * months;
  return {
    monthly: monthlyRepayment(terms),
    months,
    totalRepaid: roundKobo(totalRepaid),
    totalInterest: roundKobo(Math.max(totalRepaid - Math.max(terms.principal, 0), 0)),
  };
}

export type ScheduleYear = { year: number; principal: number; interest: number; balance: number };

/** Year by year: how much of the year's payments repaid the loan and how much was interest, and what is still owed at its end. */
export function repaymentSchedule(terms: MortgageTerms): ScheduleYear[] {
  const months = monthsOf(terms.years);
  const monthly = exactMonthly(terms);
  const rate = terms.annualRatePercent / 100 / 12;
  let balance = Math.max(terms.principal, 0);
  const years: ScheduleYear[] = [];
  for (let month = 1; month <= months && balance > 0; month += 1) {
    const interest = balance * rate;
    // The last payment clears what floating-point arithmetic leaves over.
    const repaid = month === months ? balance : Math.min(monthly - interest, balance);
    balance -= repaid;
    const yearIndex = Math.ceil(month / 12) - 1;
    const year = (years[yearIndex] ??= { year: yearIndex + 1, principal: 0, interest: 0, balance: 0 });
    year.principal += repaid;
    year.interest += interest;
    year.balance = balance;
  }
  return years.map((year) => ({
    year: year.year,
    principal: roundKobo(year.principal),
    interest: roundKobo(year.interest),
    balance: roundKobo(year.balance),
  }));
}
