/** @jest-environment node */
import { slidingWindowLimiter } from './rateLimit';

test('allows the limit per key, then says how long to wait until the oldest use leaves the window', () => {
  let time = 0;
  const limiter = slidingWindowLimiter(2, 60_000, () => time);
  expect(limiter.take('a')).toBeUndefined();
  time = 10_000;
  expect(limiter.take('a')).toBeUndefined();
  expect(limiter.take('b')).toBeUndefined();
  time = 30_000;
  expect(limiter.take('a')).toBe(30);
  time = 60_001;
  expect(limiter.take('a')).toBeUndefined();
  expect(limiter.take('a')).toBe(10);
});
