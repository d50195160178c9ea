import { compareCanonicalHref, compareHref, differs, parseCompareIds } from './compare';

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
  expect(compareHref([4, 2])).toBe('/compare?ids=2,4');
  expect(compareHref([10, 9])).toBe('/compare?ids=9,10');
  expect(compareHref([])).toBe('/compare');
  expect(differs(['₦1', '₦1'])).toBe(false);
  expect(differs(['₦1', '₦2'])).toBe(true);
  expect(differs(['only'])).toBe(false);
});

test('compareCanonicalHref names each set of homes one way: ids ascending, each once, junk dropped', () => {
  for (const ids of ['1,2', '2,1', '2,1,2', '1,x,2', '1,02,2', ' 2,1', ['2', '1']]) expect(compareCanonicalHref({ ids })).toBe('/compare?ids=1,2');
  expect(compareCanonicalHref({ ids: 'x' })).toBe('/compare');
  expect(compareCanonicalHref({})).toBe('/compare');
  // A refused set keeps five ids, still refused.
  const refused = compareCanonicalHref({ ids: '9,8,7,6,5,4,4' });
  expect(refused).toBe('/compare?ids=4,5,6,7,8');
  expect(parseCompareIds(new URL(refused, 'http://x').searchParams.get('ids')!)).toEqual({ ok: false, reason: 'too-many' });
});
