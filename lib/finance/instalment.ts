/**
 * A developer's instalment plan: an initial deposit, then equal monthly payments of the balance plus
 * the plan's flat mark-up (developers price longer plans higher; 0% is common for short plans).
 * Whole naira, as developers bill; the last payment takes the rounding so the total is exact.
 */

export type InstalmentTerms = {
  price: number;
  deposit: number;
  months: number;
  /** Flat mark-up on the balance, in percent (10 for 10%). */
  markupPercent: number;
};

export type InstalmentPlan = {
  balance: number;
  markup: number;
  monthly: number;
  lastPayment: number;
  totalCost: number;
  schedule: { month: number; payment: number; remaining: number }[];
};

export function instalmentPlan({ price, deposit, months, markupPercent }: InstalmentTerms): InstalmentPlan {
  const balance = Math.max(price - deposit, 0);
  const markup = Math.round((balance * markupPercent) / 100);
  const financed = balance + markup;
  const count = Math.max(Math.round(months), 1);
  const monthly = Math.floor(financed / count);
  const lastPayment = financed - monthly * (count - 1);
  const schedule = Array.from({ length: count }, (_, index) => {
    const month = index + 1;
    const paidSoFar = monthly * month + (month === count ? lastPayment - monthly : 0);
    return { month, payment: month === count ? lastPayment : monthly, remaining: financed - paidSoFar };
  });
  return { balance, markup, monthly, lastPayment, totalCost: deposit + financed, schedule };
}
