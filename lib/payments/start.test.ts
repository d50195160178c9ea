import { startPaymentRequest } from './start';

const terms = { amount: 5000, gateway: 'paystack' as const };

test('each purpose starts through its own call, always in NGN', () => {
  expect(startPaymentRequest({ kind: 'subscription', subscriptionId: 1, propertyId: 7 }, terms)).toEqual({
    path: '/api/vst/payments/subscriptionPayment',
    body: { subscription_id: 1, propertyID: 7, amount: 5000, payment_gateway: 'paystack', currency: 'NGN' },
  });
  expect(startPaymentRequest({ kind: 'subscription', subscriptionId: 2 }, terms).body).not.toHaveProperty('propertyID');
  expect(startPaymentRequest({ kind: 'advert', advertId: 4 }, terms)).toEqual({
    path: '/api/vst/payments/advertPayment',
    body: { advert_id: 4, amount: 5000, payment_gateway: 'paystack', currency: 'NGN' },
  });
  expect(startPaymentRequest({ kind: 'property_advert', planId: 8, propertyId: 13 }, terms).path).toBe('/api/vst/payments/propertyAdvertPayment');
});
