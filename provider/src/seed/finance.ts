import type { Database } from '../db/client';
import { mortgageCompanies, paymentHistory } from '../db/schema';
import type { SeedMortgageCompany, SeedPaymentHistoryItem } from './data/types';

type FinanceSeed = { mortgageCompanies: SeedMortgageCompany[]; paymentHistory: SeedPaymentHistoryItem[] };
type Helpers = { userIdOf: (email: string, usedBy: string) => number; daysAgo: (days: number) => Date };

/** Mortgage lenders in their listed order, and the payment history of the seeded purchases. */
export async function seedFinance(tx: Database, data: FinanceSeed, { userIdOf, daysAgo }: Helpers): Promise<void> {
  if (data.mortgageCompanies.length > 0) {
    await tx.insert(mortgageCompanies).values(data.mortgageCompanies.map((company, position) => ({ ...company, position })));
  }
  if (data.paymentHistory.length > 0) {
    await tx.insert(paymentHistory).values(
      data.paymentHistory.map((row) => ({
        userId: userIdOf(row.userEmail, `Payment ${row.reference}`),
        propertyId: row.propertyId,
        amount: row.amount,
        paymentStatus: row.paid ? (1 as const) : (0 as const),
        description: row.description,
        reference: row.reference,
        dueAt: daysAgo(row.dueDaysAgo),
        createdAt: daysAgo(row.createdDaysAgo),
        updatedAt: daysAgo(row.updatedDaysAgo),
      })),
    );
  }
}
