import { compareHref, differs, parseCompareIds } from './compare';

test('parseCompareIds keeps ids in order, each once, dropping what is not an id', () => {
  expect(parseCompareIds('3,1,3, 2')).toEqual({ ok: true, ids: [3, 1, 2] });
  expect(parseCompareIds(['1', '2'])).toEqual({ ok: true, ids: [1, 2] });
  expect(parseCompareIds('1,abc,0,-4,2.5')).toEqual({ ok: true, ids: [1] });
  expect(parseCompareIds(undefined)).toEqual({ ok: true, ids: [] });
});

test('more than four homes is refused, not cut to four', () => {
  expect(parseCompareIds('1,2,3,4')).toEqual({ ok: true, ids: [1, 2, 3, 4] });
  expect(parseCompareIds('1,2,3,4,5')).toEqual({ ok: false, reason: 'too-many' });
});

test('compareHref and differs', () => {
  expect(compareHref([4, 2])).toBe('/compare?ids=4,2');
  expect(compareHref([])).toBe('/compare');
  expect(differs(['₦1', '₦1'])).toBe(false);
  expect(differs(['₦1', '₦2'])).toBe(true);
  expect(differs(['only'])).toBe(false);
});
