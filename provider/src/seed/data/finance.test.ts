import { mortgageCompanies, paymentHistory, paymentHistoryOf } from './finance';
import { purchases } from './purchases';

test("each of the demo buyer's purchases has paid and unpaid rows that add up to its price", () => {
  expect(purchases.map((purchase) => purchase.propertyId).sort((a, b) => a - b)).toEqual([6, 182]);
  for (const purchase of purchases) {
    const rows = paymentHistory.filter((row) => row.propertyId === purchase.propertyId);
    expect(rows).toHaveLength(7);
    expect(rows.some((row) => row.paid)).toBe(true);
    expect(rows.some((row) => !row.paid)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(purchase.price);
    expect(new Set(rows.map((row) => row.reference)).size).toBe(7);
  }
});

test('a purchase 87 days old: deposit and first instalment paid, the second overdue and unpaid, the rest to come', () => {
  const rows = paymentHistoryOf([{ userEmail: 'a@example.com', propertyId: 9, price: 10_000_000, daysAgo: 87 }]);
  expect(rows.map((row) => [row.description, row.amount, row.paid, row.dueDaysAgo])).toEqual([
    ['Deposit (30%)', 3_000_000, true, 87],
    ['Instalment 1 of 6', 1_166_666, true, 57],
    ['Instalment 2 of 6', 1_166_666, false, 27],
    ['Instalment 3 of 6', 1_166_666, false, -3],
    ['Instalment 4 of 6', 1_166_666, false, -33],
    ['Instalment 5 of 6', 1_166_666, false, -63],
    ['Instalment 6 of 6', 1_166_670, false, -93],
  ]);
});

test('lenders have realistic yearly rates and terms', () => {
  for (const company of mortgageCompanies) {
    expect(company.rate).toBeGreaterThanOrEqual(5);
    expect(company.rate).toBeLessThanOrEqual(30);
    expect(company.fixedYears).toBeLessThanOrEqual(company.maxTenureYears);
  }
});
