/** @jest-environment node */
import { dateDiff } from './dateDiff';

const now = new Date('2026-11-22T10:00:00.000Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

test.each([
  [10, 'just now'],
  [60, '1 minute ago'],
  [2 * 3600, '2 hours ago'],
  [3 * 86400, '3 days ago'],
  [8 * 86400, '1 week ago'],
  [65 * 86400, '2 months ago'],
  [400 * 86400, '1 year ago'],
])('%i seconds ago reads "%s"', (seconds, expected) => {
  expect(dateDiff(before(seconds), now)).toBe(expected);
});

test('a date in the future reads "just now" rather than a negative count', () => {
  expect(dateDiff(new Date(now.getTime() + 5000), now)).toBe('just now');
});
