/**
 * Mortgage arithmetic: the standard amortisation formula, monthly compounding. Amounts are naira
 * with kobo (two decimals) where a schedule needs them; the pages round for display.
 */

export type MortgageTerms = {
  /** The loan: price minus down payment. */
  principal: number;
  /** Yearly interest in percent (12 for 12%). */
  annualRatePercent: number;
  years: number;
};

const roundKobo = (amount: number) => Math.round(amount * 100) / 100;

/** M = P·r / (1 − (1 + r)^−n) with r the monthly rate and n the months; P / n when there is no interest. */
export function monthlyRepayment({ principal, annualRatePercent, years }: MortgageTerms): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return roundKobo(principal / months);
  return roundKobo((principal * rate) / (1 - (1 + rate) ** -months));
}

export type MortgageSummary = {
  monthly: number;
  months: number;
  totalRepaid: number;
  totalInterest: number;
};

/** What the loan costs over its life: total repaid and total interest (the last payment takes the rounding). */
export function mortgageSummary(terms: MortgageTerms): MortgageSummary {
  const schedule = repaymentSchedule(terms);
  const totalInterest = roundKobo(schedule.reduce((sum, year) => sum + year.interest, 0));
  return {
    monthly: monthlyRepayment(terms),
    months: Math.round(terms.years * 12),
    totalInterest,
    totalRepaid: roundKobo(Math.max(terms.principal, 0) + totalInterest),
  };
}

export type ScheduleYear = { year: number; principal: number; interest: number; balance: number };

/**
 * Year by year: how much of the year's payments went to the loan and to interest, and what is still
 * owed at its end. Computed month by month in kobo; the final payment clears the balance exactly.
 */
export function repaymentSchedule(terms: MortgageTerms): ScheduleYear[] {
  const months = Math.round(terms.years * 12);
  const monthly = monthlyRepayment(terms);
  const rate = terms.annualRatePercent / 100 / 12;
  let balance = Math.max(terms.principal, 0);
  const years: ScheduleYear[] = [];
  for (let month = 1; month <= months && balance > 0; month += 1) {
    const interest = roundKobo(balance * rate);
    const repaid = month === months ? balance : Math.min(roundKobo(monthly - interest), balance);
    balance = roundKobo(balance - repaid);
    const yearIndex = Math.ceil(month / 12) - 1;
    const year = (years[yearIndex] ??= { year: yearIndex + 1, principal: 0, interest: 0, balance: 0 });
    year.principal = roundKobo(year.principal + repaid);
    year.interest = roundKobo(year.interest + interest);
    year.balance = balance;
  }
  return years;
}
