import { describePriceHistory } from './history';

describe('describePriceHistory', () => {
  test('says each change with its date, oldest first', () => {
    expect(
      describePriceHistory([
        { price: 45_000_000, date: '2026-08-03T09:00:00.000Z' },
        { price: 41_500_000, date: '2026-10-20T09:00:00.000Z' },
        { price: 43_000_000, date: '2026-11-02T09:00:00.000Z' },
      ]),
    ).toBe('Listed at ₦45,000,000 on 3 Aug 2026; reduced to ₦41,500,000 on 20 Oct 2026; raised to ₦43,000,000 on 2 Nov 2026');
  });

  test('nothing when the price never changed, or no history is sent', () => {
    expect(describePriceHistory([{ price: 45_000_000, date: '2026-08-03T09:00:00.000Z' }])).toBe('');
    expect(describePriceHistory(undefined)).toBe('');
  });
});
