import { advertPaths, continueStep, idParam } from './steps';

test('ids come from the URL as plain positive whole numbers only', () => {
  expect(idParam('12')).toBe(12);
  expect(idParam(['7', '8'])).toBe(7);
  for (const bad of [undefined, '', '0', '012', '-3', '1.5', '1e3', 'abc', '12345678901']) expect(idParam(bad)).toBeNull();
});

test('an unfinished advert continues at verify or payment; a paid one has nowhere to go', () => {
  expect(continueStep({ advertID: 4, status: 'uploaded' })).toEqual({ href: '/advert/upload/success?advertId=4', step: 'verify' });
  expect(continueStep({ advertID: 4, status: 'verified' })).toEqual({ href: '/advert/payment?advertId=4', step: 'pay' });
  expect(continueStep({ advertID: 4, status: 'active' })).toBeNull();
  expect(continueStep({ advertID: 4, status: 'expired' })).toBeNull();
});

test('step addresses carry their id in the query', () => {
  expect(advertPaths.upload(6)).toBe('/advert/upload?planId=6');
  expect(advertPaths.verified('9')).toBe('/advert/upload/verify?advertId=9');
});
