import { isPastLastPage, pageCount, pageItems, pagesBeyondLast, resultRange, MAX_PAGE, readPageNumber } from './pagination';

describe('pageCount', () => {
  it.each([
    [0, 12, 0],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [240, 24, 10],
    [241, 24, 11],
  ])('total %p at %p a page gives %p pages', (total, perPage, expected) => {
    expect(pageCount(total, perPage)).toBe(expected);
  });

  it('gives 0 for a non-positive or missing page size instead of Infinity', () => {
    expect(pageCount(10, 0)).toBe(0);
    expect(pageCount(10, -5)).toBe(0);
    expect(pageCount(10, Number.NaN)).toBe(0);
  });

  it('gives 0 for a negative total', () => {
    expect(pageCount(-3, 10)).toBe(0);
  });
});

describe('pageItems', () => {
  it('lists every page when they all fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(9, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('returns nothing when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('puts an ellipsis after the window near the start', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 19, 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 19, 20]);
  });

  it('puts ellipses on both sides of a window in the middle', () => {
    expect(pageItems(10, 20)).toEqual([1, 2, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 19, 20]);
  });

  it('puts an ellipsis before the window near the end', () => {
    expect(pageItems(20, 20)).toEqual([1, 2, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageItems(18, 20)).toEqual([1, 2, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('shows a single left-out page rather than an ellipsis', () => {
    expect(pageItems(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'ellipsis', 19, 20]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 9, 10]);
    expect(pageItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(0, 20)).toEqual(pageItems(1, 20));
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
  });

  it('honours other margins and ranges', () => {
    expect(pageItems(10, 20, { marginPages: 1, range: 3 })).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(pageItems(10, 20, { marginPages: 0, range: 3 })).toEqual(['ellipsis', 9, 10, 11, 'ellipsis']);
  });

  it('always includes the current page exactly once', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const items = pageItems(current, count);
        expect(items.filter((item) => item === current)).toHaveLength(1);
        const pages = items.filter((item): item is number => item !== 'ellipsis');
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(count);
      }
    }
  });
});

describe('resultRange', () => {
  it('uses the meta from and to', () => {
    expect(resultRange({ from: 13, to: 24, total: 240 })).toBe('Displaying 13 - 24 results of 240');
  });

  it('separates thousands', () => {
    expect(resultRange({ from: 1201, to: 1212, total: 4500 })).toBe('Displaying 1,201 - 1,212 results of 4,500');
  });

  it('computes from and to from the page when they are missing', () => {
    expect(resultRange({ from: null, to: null, total: 30, current_page: 3, per_page: 12 })).toBe(
      'Displaying 25 - 30 results of 30',
    );
    expect(resultRange({ total: 5 })).toBe('Displaying 1 - 5 results of 5');
  });

  it('is empty when there are no results', () => {
    expect(resultRange({ from: null, to: null, total: 0 })).toBe('');
  });

  it('reads "10,000+" when the search counted no further', () => {
    expect(resultRange({ from: 1, to: 12, total: 10_000, total_capped: true })).toBe('Displaying 1 - 12 results of 10,000+');
  });
});

describe('a search that ends before its results do', () => {
  const capped = { total: 10_000, per_page: 12, last_page: 50, total_capped: true as const };

  it('is past its last page after the last page it lists, not after its count', () => {
    expect(isPastLastPage(50, capped)).toBe(false);
    expect(isPastLastPage(51, capped)).toBe(true);
  });

  it('has pages beyond the last when capped or when its count runs past the last page', () => {
    expect(pagesBeyondLast(capped)).toBe(true);
    expect(pagesBeyondLast({ total: 700, per_page: 12, last_page: 50 })).toBe(true);
    expect(pagesBeyondLast({ total: 600, per_page: 12, last_page: 50 })).toBe(false);
  });
});

describe('readPageNumber', () => {
  it('reads a page from 1 to MAX_PAGE in plain digits, the first of several', () => {
    expect(readPageNumber('2')).toBe(2);
    expect(readPageNumber(' 3 ')).toBe(3);
    expect(readPageNumber(['4', '5'])).toBe(4);
    expect(readPageNumber(String(MAX_PAGE))).toBe(MAX_PAGE);
  });

  it('reads anything else as no page: each would otherwise be a cached view of its own', () => {
    for (const junk of [undefined, '', '0', '-1', 'abc', '2x', '1.5', '1e3', '0x10', String(MAX_PAGE + 1), '99999999999999999999']) {
      expect(readPageNumber(junk)).toBeUndefined();
    }
  });
});
