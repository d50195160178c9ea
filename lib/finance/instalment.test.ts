import { instalmentPlan } from './instalment';

describe('instalmentPlan', () => {
  test('30,000,000 with 9,000,000 down over 12 months at no mark-up: 1,750,000 a month', () => {
    const plan = instalmentPlan({ price: 30_000_000, deposit: 9_000_000, months: 12, markupPercent: 0 });
    expect(plan).toMatchObject({ balance: 21_000_000, markup: 0, monthly: 1_750_000, lastPayment: 1_750_000, totalCost: 30_000_000 });
    expect(plan.schedule).toHaveLength(12);
    expect(plan.schedule[0]).toEqual({ month: 1, payment: 1_750_000, remaining: 19_250_000 });
    expect(plan.schedule.at(-1)).toEqual({ month: 12, payment: 1_750_000, remaining: 0 });
  });

  test('a 10% mark-up on the balance; the last payment takes the rounding', () => {
    const plan = instalmentPlan({ price: 10_000_000, deposit: 3_000_000, months: 7, markupPercent: 10 });
    expect(plan.markup).toBe(700_000);
    expect(plan.monthly).toBe(1_100_000);
    expect(plan.totalCost).toBe(10_700_000);
    const uneven = instalmentPlan({ price: 1_000_000, deposit: 0, months: 3, markupPercent: 0 });
    expect(uneven.schedule.map((row) => row.payment)).toEqual([333_333, 333_333, 333_334]);
    expect(uneven.schedule.map((row) => row.remaining)).toEqual([666_667, 333_334, 0]);
  });

  test('a deposit covering the price leaves nothing to pay monthly', () => {
    const plan = instalmentPlan({ price: 5_000_000, deposit: 5_000_000, months: 6, markupPercent: 5 });
    expect(plan).toMatchObject({ balance: 0, markup: 0, monthly: 0, totalCost: 5_000_000 });
  });
});
