/** @jest-environment node */
import { pageMeta } from './pagination';

test('a full middle page', () => {
  expect(pageMeta({ page: 2, per_page: 12 }, 12, 30)).toEqual({ current_page: 2, last_page: 3, per_page: 12, from: 13, to: 24, total: 30 });
});

test('the short last page', () => {
  expect(pageMeta({ page: 3, per_page: 12 }, 6, 30)).toMatchObject({ from: 25, to: 30 });
});

test('no results still has one page and no range', () => {
  expect(pageMeta({ page: 1, per_page: 12 }, 0, 0)).toEqual({ current_page: 1, last_page: 1, per_page: 12, from: null, to: null, total: 0 });
});
