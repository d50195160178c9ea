import { fixedYearsOf, isPaid, paymentHistoryResponseSchema, paymentProfileResponseSchema } from './finance';

test("the card's years fixed: the whole number the tenure starts with, not only its first character", () => {
  expect(fixedYearsOf('5 years')).toBe(5);
  expect(fixedYearsOf('30 years')).toBe(30);
  expect(fixedYearsOf('1 year')).toBe(1);
  expect(fixedYearsOf('variable')).toBeNull();
});

test('payment_status 1 is Paid; any other value, as number or text, is Not Paid', () => {
  const { paymentHistory } = paymentHistoryResponseSchema.parse({
    paymentHistory: [
      { id: 1, amount: '2500000', payment_status: 1, updated_at: '2026-11-01T10:00:00.000Z' },
      { id: 2, amount: 500000, payment_status: '0', updated_at: '2026-11-01T10:00:00.000Z' },
      { id: 3, amount: 500000, payment_status: 2, updated_at: '2026-11-01T10:00:00.000Z' },
    ],
  });
  expect(paymentHistory.map(isPaid)).toEqual([true, false, false]);
  expect(paymentHistory[0]!.amount).toBe(2_500_000);
});

test('the payment profile may come bare or paged', () => {
  const card = {
    propertyID: 6, id: 6, name: 'Home', address: 'Lekki', price: '1000', transaction_type: 'BUY', for_sale: 1,
    state: { id: 25, name: 'Lagos' }, city: null, town: null, property_type: { id: 1, name: 'Residential' },
    property_category: { id: 1, name: 'Flat' }, primary_image_link: 'http://provider.test/files/a.png',
    date_created: '2026-11-01T10:00:00.000Z', date_diff: 'today', view_count: 0, like_count: 0, favorites: 0,
    no_bedroom: 1, no_bathroom: 1, no_toilet: 1, garages: 0, car_parking: 0, square_feet: null, units: 1,
    availability_status: 'Sold', description: '', featured: false, latitude: null, longitude: null,
  };
  const bare = paymentProfileResponseSchema.safeParse({ myProperties: [card] });
  const paged = paymentProfileResponseSchema.safeParse({ myProperties: { data: [card] } });
  expect(bare.success && paged.success).toBe(true);
  expect(paged.data?.myProperties).toHaveLength(1);
});
