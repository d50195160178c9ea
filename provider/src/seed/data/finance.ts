import { purchases } from './purchases';
import type { SeedMortgageCompany, SeedPaymentHistoryItem, SeedPurchase } from './types';

/**
 * Nigerian mortgage lenders with rates of the kind they advertise: the National Housing Fund's 6%
 * through the Federal Mortgage Bank, state schemes below 10%, NMRC-refinanced loans in the high
 * teens, and primary mortgage banks and commercial banks above 20%.
 */
export const mortgageCompanies: SeedMortgageCompany[] = [
  { name: 'Federal Mortgage Bank of Nigeria (NHF)', rate: 6, fixedYears: 30, maxTenureYears: 30, minEquityPercent: 10 },
  { name: 'Lagos State Mortgage Board (Lagos HOMS)', rate: 9.5, fixedYears: 10, maxTenureYears: 10, minEquityPercent: 30 },
  { name: 'FirstBank Mortgages (NMRC refinanced)', rate: 17.5, fixedYears: 5, maxTenureYears: 20, minEquityPercent: 20 },
  { name: 'Imperial Homes Mortgage Bank', rate: 19.5, fixedYears: 5, maxTenureYears: 20, minEquityPercent: 20 },
  { name: 'Infinity Trust Mortgage Bank', rate: 21, fixedYears: 3, maxTenureYears: 15, minEquityPercent: 25 },
  { name: 'Abbey Mortgage Bank', rate: 22, fixedYears: 3, maxTenureYears: 20, minEquityPercent: 25 },
  { name: 'Haggai Mortgage Bank', rate: 23, fixedYears: 2, maxTenureYears: 15, minEquityPercent: 30 },
  { name: 'Stanbic IBTC Home Loans', rate: 24.5, fixedYears: 1, maxTenureYears: 15, minEquityPercent: 30 },
];

const DEPOSIT_SHARE = 0.3;
const INSTALMENTS = 6;
const MONTH_DAYS = 30;
/** An instalment counts as paid once it fell due more than this many days ago; later ones are still open. */
const PAID_AFTER_DAYS = 30;

/**
 * The payment plan of each purchase: a 30% deposit paid on the day of purchase, then six monthly
 * instalments of the balance (the last takes the rounding). Instalments due more than 30 days ago
 * are paid; later ones (overdue or still to come) are not, so every purchase shows both kinds.
 */
export function paymentHistoryOf(purchases: SeedPurchase[]): SeedPaymentHistoryItem[] {
  return purchases.flatMap(({ userEmail, propertyId, price, daysAgo }) => {
    const deposit = Math.round(price * DEPOSIT_SHARE);
    const instalment = Math.floor((price - deposit) / INSTALMENTS);
    const reference = (n: number) => `NH-${String(propertyId).padStart(6, '0')}-${String(n).padStart(2, '0')}`;
    const rows: SeedPaymentHistoryItem[] = [
      {
        userEmail, propertyId, amount: deposit, paid: true, description: 'Deposit (30%)', reference: reference(0),
        dueDaysAgo: daysAgo, createdDaysAgo: daysAgo, updatedDaysAgo: daysAgo,
      },
    ];
    for (let n = 1; n <= INSTALMENTS; n += 1) {
      const dueDaysAgo = daysAgo - n * MONTH_DAYS;
      const paid = dueDaysAgo > PAID_AFTER_DAYS;
      const amount = n === INSTALMENTS ? price - deposit - instalment * (INSTALMENTS - 1) : instalment;
      rows.push({
        userEmail, propertyId, amount, paid, description: `Instalment ${n} of ${INSTALMENTS}`, reference: reference(n),
        dueDaysAgo, createdDaysAgo: daysAgo, updatedDaysAgo: paid ? dueDaysAgo : daysAgo,
      });
    }
    return rows;
  });
}

/** The demo buyer's two purchases: paid and unpaid rows on each. */
export const paymentHistory = paymentHistoryOf(purchases);
