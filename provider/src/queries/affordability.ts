import { and, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { properties } from '../db/schema';
import { findPropertyCards } from './propertyCards';

export const INSTALLMENT_OPTIONS = ['off_plan', 'under_construction', 'completed'] as const;
export type InstallmentOption = (typeof INSTALLMENT_OPTIONS)[number];

/**
 * How long a developer's instalment plan runs for each kind of home: off-plan homes are paid for
 * while they are built (36 months), homes under construction until they are finished (24 months),
 * completed homes within a year (12 months).
 */
export const INSTALMENT_MONTHS: Record<InstallmentOption, number> = { off_plan: 36, under_construction: 24, completed: 12 };

/** The share of net monthly pay that can go to the home: one third, the usual debt-to-income ceiling. */
export const SALARY_SHARE = 1 / 3;

export type Affordability = { amountAffordable: number; monthlyInstalment: number; tenureMonths: number };

/** Amount affordable = down payment + (a third of the net monthly salary, in whole naira) × the plan's months. */
export function affordability(netSalary: number, downPayment: number, option: InstallmentOption): Affordability {
  const monthlyInstalment = Math.floor(netSalary * SALARY_SHARE);
  const tenureMonths = INSTALMENT_MONTHS[option];
  return { amountAffordable: downPayment + monthlyInstalment * tenureMonths, monthlyInstalment, tenureMonths };
}

/** Available homes for sale at or under the amount, the dearest first (closest to the budget). */
export function findAffordableProperties(db: Database, amount: number, limit: number) {
  return findPropertyCards(db, {
    where: and(eq(properties.transactionType, 'BUY'), eq(properties.availability, 'Available'), lte(properties.price, amount)),
    orderBy: [desc(properties.price), desc(properties.id)],
    limit,
  });
}
