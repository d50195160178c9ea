import { idParam, paymentPaths } from './paths';

test('ids from the URL: positive whole numbers only', () => {
  expect(idParam({ planId: '3' }, 'planId')).toBe(3);
  expect(idParam({ planId: ['4', '5'] }, 'planId')).toBe(4);
  for (const bad of ['0', '-1', '1.5', 'x', '', '12345678901']) expect(idParam({ planId: bad }, 'planId')).toBeUndefined();
  expect(idParam({}, 'planId')).toBeUndefined();
});

test('each step carries the plan and property in its URL', () => {
  expect(paymentPaths.backgroundPlans()).toBe('/property-view/subscription');
  expect(paymentPaths.backgroundPayment(3, 7)).toBe('/property-view/subscription/payment?planId=3&propertyId=7');
  expect(paymentPaths.promotionPayment(8, 7)).toBe('/property-advert/subscription/payment?planId=8&propertyId=7');
  expect(paymentPaths.professionalPayment(2)).toBe('/join_as_pro/subscription/payment?planId=2');
});
