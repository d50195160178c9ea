import { browserList, parseList, withFirst, without, type RememberedProperty } from './browser-list';

const home = (id: number): RememberedProperty => ({ id, name: `Home ${id}`, price: '₦1,000,000', image: `/media/${id}.jpg` });

test('withFirst puts the newest first, keeps each home once and at most max', () => {
  const list = [home(1), home(2), home(3)];
  expect(withFirst(list, home(2), 12).map((entry) => entry.id)).toEqual([2, 1, 3]);
  expect(withFirst(list, home(4), 3).map((entry) => entry.id)).toEqual([4, 1, 2]);
  expect(without(list, 1).map((entry) => entry.id)).toEqual([2, 3]);
});

test('parseList keeps only a list of proper entries within max; anything else is nothing', () => {
  expect(parseList(JSON.stringify([home(1)]), 12)).toEqual([home(1)]);
  expect(parseList(null, 12)).toEqual([]);
  expect(parseList('{not json', 12)).toEqual([]);
  expect(parseList(JSON.stringify({ id: 1 }), 12)).toEqual([]);
  expect(parseList(JSON.stringify([home(1), { ...home(2), id: -2 }]), 12)).toEqual([]);
  expect(parseList(JSON.stringify([{ ...home(1), name: 7 }]), 12)).toEqual([]);
  expect(parseList(JSON.stringify([home(1), home(2)]), 1)).toEqual([]);
});

describe('browserList', () => {
  beforeEach(() => window.localStorage.clear());

  test('writes, reads back the same snapshot, tells subscribers, and clears the key when empty', () => {
    const list = browserList('test:list', 3);
    const changed = jest.fn();
    const unsubscribe = list.subscribe(changed);
    list.write([home(1), home(2)]);
    expect(changed).toHaveBeenCalledTimes(1);
    const first = list.read();
    expect(first.map((entry) => entry.id)).toEqual([1, 2]);
    // The same stored text gives the same array, as useSyncExternalStore needs.
    expect(list.read()).toBe(first);
    list.write([]);
    expect(window.localStorage.getItem('test:list')).toBeNull();
    expect(list.read()).toEqual([]);
    unsubscribe();
    list.write([home(3)]);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  test('another list under another key is not told', () => {
    const one = browserList('test:one', 3);
    const other = browserList('test:other', 3);
    const changed = jest.fn();
    other.subscribe(changed);
    one.write([home(1)]);
    expect(changed).not.toHaveBeenCalled();
    expect(other.read()).toEqual([]);
  });
});
