import { safeRedirectTarget } from './redirect-target';
import { pendingActionIn, propertyPathWithAction } from './pending-action';
import { PROMPTED_ACTION_TTL_MS, rememberPromptedAction, takePromptedAction } from './prompted-action';

describe('pending actions', () => {
  it('round-trip through a property address that passes the redirect check unchanged', () => {
    const path = propertyPathWithAction(7, 'wishlist');
    expect(path).toBe('/property/7?then=wishlist');
    expect(safeRedirectTarget(path)).toBe(path);
    expect(pendingActionIn(new URL(path, 'http://x.invalid').search)).toBe('wishlist');
  });

  it('ignore anything but the four known actions', () => {
    expect(pendingActionIn('')).toBeNull();
    expect(pendingActionIn('?then=delete')).toBeNull();
    expect(pendingActionIn('?other=wishlist')).toBeNull();
    expect(pendingActionIn('?then=comment&then=wishlist')).toBe('comment');
  });
});

describe('a prompted action noted in the tab', () => {
  const memoryStorage = (): Storage => {
    const items = new Map<string, string>();
    return {
      get length() { return items.size; },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, String(value)),
    };
  };
  const noted = 1_700_000_000_000;

  it('is taken once, for the same property and action, while recent', () => {
    const storage = memoryStorage();
    rememberPromptedAction(storage, 7, 'comment', noted);
    expect(takePromptedAction(storage, 7, 'comment', noted + 60_000)).toBe(true);
    expect(takePromptedAction(storage, 7, 'comment', noted + 60_000)).toBe(false);
  });

  it('is not taken for another property or action, nor when old, nor when absent or garbled', () => {
    const storage = memoryStorage();
    for (const [property, action, at] of [[8, 'comment', noted], [7, 'offer', noted], [7, 'comment', noted + PROMPTED_ACTION_TTL_MS + 1]] as const) {
      rememberPromptedAction(storage, 7, 'comment', noted);
      expect(takePromptedAction(storage, property, action, at)).toBe(false);
    }
    expect(takePromptedAction(storage, 7, 'comment', noted)).toBe(false);
    storage.setItem('prompted-action', '{not json');
    expect(takePromptedAction(storage, 7, 'comment', noted)).toBe(false);
  });

  it('gives way quietly when storage refuses', () => {
    const refusing = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); }, getItem: () => { throw new Error('SecurityError'); } };
    expect(() => rememberPromptedAction(refusing, 7, 'comment')).not.toThrow();
    expect(takePromptedAction(refusing, 7, 'comment')).toBe(false);
  });
});
