import { priceStepSchema } from './approval';

test('wizard price range: both ends chosen, within the sliders, lowest not above highest', () => {
  expect(priceStepSchema.safeParse({ priceMin: 10_000_000, priceMax: 95_000_000 }).success).toBe(true);
  for (const range of [{ priceMin: null, priceMax: null }, { priceMin: 50_000_000, priceMax: 20_000_000 }, { priceMin: 0, priceMax: 20_000_000 }]) {
    const result = priceStepSchema.safeParse(range);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('Select a price range');
  }
});
