import type { Random } from '../prng';
import { PAYMENT_PLAN } from '../taxonomy';
import type { SeedProperty, TransactionType } from '../types';
import { roundToStep } from './pricing';

type PaymentTerms = Pick<SeedProperty, 'paymentPlanOptionId' | 'paymentPlan'>;

/** Sale plans as Nigerian developers commonly offer them: a deposit, then the balance. */
const salePlans: { optionId: number; weight: number; depositShare: number; deposit: string; balance: string }[] = [
  { optionId: PAYMENT_PLAN.outright, weight: 40, depositShare: 1, deposit: 'Full payment', balance: '' },
  { optionId: PAYMENT_PLAN.sixMonths, weight: 15, depositShare: 0.4, deposit: 'Initial deposit (40%)', balance: 'Balance over 6 months' },
  { optionId: PAYMENT_PLAN.twelveMonths, weight: 20, depositShare: 0.3, deposit: 'Initial deposit (30%)', balance: 'Balance over 12 months' },
  { optionId: PAYMENT_PLAN.mortgage, weight: 15, depositShare: 0.2, deposit: 'Equity contribution (20%)', balance: 'Mortgage loan over 20 years' },
  { optionId: PAYMENT_PLAN.rentToOwn, weight: 10, depositShare: 0.1, deposit: 'Initial payment (10%)', balance: 'Monthly payments over 10 years' },
];

export function paymentTermsFor(transactionType: TransactionType, price: number, viaAgent: boolean, random: Random): PaymentTerms {
  if (transactionType === 'RENT') {
    // Landlords ask for a year in advance plus a refundable caution fee; agents add fees on top.
    const fees = viaAgent
      ? [
          { description: 'Agency fee (10%)', amount: roundToStep(price * 0.1) },
          { description: 'Legal fee (10%)', amount: roundToStep(price * 0.1) },
        ]
      : [];
    return {
      paymentPlanOptionId: PAYMENT_PLAN.annualRent,
      paymentPlan: [{ description: 'One year rent', amount: price }, { description: 'Caution deposit (refundable)', amount: roundToStep(price * 0.1) }, ...fees],
    };
  }
  const plan = weightedPlan(random);
  if (plan.depositShare === 1) return { paymentPlanOptionId: plan.optionId, paymentPlan: [{ description: plan.deposit, amount: price }] };
  const deposit = roundToStep(price * plan.depositShare);
  return {
    paymentPlanOptionId: plan.optionId,
    paymentPlan: [{ description: plan.deposit, amount: deposit }, { description: plan.balance, amount: price - deposit }],
  };
}

function weightedPlan(random: Random) {
  const total = salePlans.reduce((sum, plan) => sum + plan.weight, 0);
  let ticket = random.next() * total;
  for (const plan of salePlans) {
    ticket -= plan.weight;
    if (ticket < 0) return plan;
  }
  return salePlans[0];
}
