import { monthlyRepayment, mortgageSummary, repaymentSchedule } from './mortgage';

describe('monthlyRepayment', () => {
  test('10,000,000 at 12% over 20 years is 110,108.61 a month', () => {
    expect(monthlyRepayment({ principal: 10_000_000, annualRatePercent: 12, years: 20 })).toBe(110_108.61);
  });

  test('known values: 25,000,000 at 18% over 15 years; 5,000,000 at 6% over 30 years', () => {
    expect(monthlyRepayment({ principal: 25_000_000, annualRatePercent: 18, years: 15 })).toBe(402_605.26);
    expect(monthlyRepayment({ principal: 5_000_000, annualRatePercent: 6, years: 30 })).toBe(29_977.53);
  });

  test('no interest: the loan split evenly over the months', () => {
    expect(monthlyRepayment({ principal: 12_000_000, annualRatePercent: 0, years: 10 })).toBe(100_000);
  });

  test('nothing to borrow or no term: nothing to pay', () => {
    expect(monthlyRepayment({ principal: 0, annualRatePercent: 12, years: 20 })).toBe(0);
    expect(monthlyRepayment({ principal: 1_000_000, annualRatePercent: 12, years: 0 })).toBe(0);
  });
});

describe('mortgageSummary', () => {
  test('total interest is what the payments add up to beyond the loan', () => {
    const summary = mortgageSummary({ principal: 10_000_000, annualRatePercent: 12, years: 20 });
    expect(summary.months).toBe(240);
    // 240 payments of 110,108.6134 (shown to the kobo as 110,108.61).
    expect(summary.totalRepaid).toBe(26_426_067.21);
    expect(summary.totalInterest).toBe(16_426_067.21);
  });

  test('zero interest costs nothing more than the loan', () => {
    expect(mortgageSummary({ principal: 12_000_000, annualRatePercent: 0, years: 10 })).toEqual({
      monthly: 100_000, months: 120, totalInterest: 0, totalRepaid: 12_000_000,
    });
  });
});

describe('repaymentSchedule', () => {
  test('one row a year, the balance falling to zero and the principal adding up to the loan', () => {
    const schedule = repaymentSchedule({ principal: 10_000_000, annualRatePercent: 12, years: 20 });
    expect(schedule).toHaveLength(20);
    expect(schedule.at(-1)!.balance).toBe(0);
    const principal = schedule.reduce((sum, year) => sum + year.principal, 0);
    expect(principal).toBeCloseTo(10_000_000, 1);
    expect(schedule.reduce((sum, year) => sum + year.interest, 0)).toBeCloseTo(16_426_067.21, 1);
    // The first year's interest (12 months of 1% on a slowly falling balance) and what is left owed.
    expect(schedule[0]!.interest).toBeCloseTo(1_193_100.84, 0);
    expect(schedule[0]!.balance).toBeCloseTo(9_871_797.48, 0);
    for (let index = 1; index < schedule.length; index += 1) {
      expect(schedule[index]!.balance).toBeLessThan(schedule[index - 1]!.balance);
    }
  });

  test('without interest each year repays a twelfth of the years', () => {
    const schedule = repaymentSchedule({ principal: 12_000_000, annualRatePercent: 0, years: 10 });
    expect(schedule.map((year) => year.principal)).toEqual(Array(10).fill(1_200_000));
    expect(schedule.map((year) => year.interest)).toEqual(Array(10).fill(0));
    expect(schedule[4]!.balance).toBe(6_000_000);
  });
});
