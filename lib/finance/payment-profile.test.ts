import { idParam, paymentDetailsPath, receiptPath } from './payment-profile';

test('ids from the URL: positive whole numbers only', () => {
  expect(idParam('182')).toBe(182);
  expect(idParam(['6', '7'])).toBe(6);
  for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '6abc', '99999999999999999999']) expect(idParam(bad)).toBeNull();
});

test('the details and receipt addresses carry the ids', () => {
  expect(paymentDetailsPath(6)).toBe('/dashboard/paymentprofile/details?propertyId=6');
  expect(receiptPath(6, 12)).toBe('/dashboard/paymentprofile/receipt?propertyId=6&paymentId=12');
});
