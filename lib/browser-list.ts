/**
 * A short list kept in this browser only (localStorage: no server, no cookie), for recently viewed
 * homes and the compare tray. Every copy of the page in this browser sees a change:
 * the storage event carries it to other tabs, a same-tab event to the other islands of this page.
 * Entries are checked on every read, so a hand-edited or older value is dropped, never trusted.
 */

/** What a list remembers of a property: enough to show and link it without asking anyone. */
export type RememberedProperty = {
  id: number;
  name: string;
  /** The price as the page showed it ('₦45,000,000', '₦2,500,000 / year'). */
  price: string;
  image: string;
};

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/**
 * A stored entry as it should be; checked by hand rather than with zod, which would weigh more than
 * the islands that read these lists on every browsing page (the browsing pages' JavaScript budget, npm run bench).
 */
export function isRememberedProperty(value: unknown): value is RememberedProperty {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return Number.isSafeInteger(entry.id) && (entry.id as number) > 0 && isText(entry.name, 200) && isText(entry.price, 60) && isText(entry.image, 500);
}

/** What was stored, if it is a list of proper entries no longer than `max`; otherwise nothing. */
export function parseList(text: string | null, max: number): RememberedProperty[] {
  let parsed: unknown = null;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(parsed) && parsed.length <= max && parsed.every(isRememberedProperty) ? parsed : [];
}

/** The newest first, each property once, at most `max`. */
export function withFirst(list: readonly RememberedProperty[], item: RememberedProperty, max: number): RememberedProperty[] {
  return [item, ...list.filter((entry) => entry.id !== item.id)].slice(0, max);
}

export const without = (list: readonly RememberedProperty[], id: number): RememberedProperty[] => list.filter((entry) => entry.id !== id);

const CHANGED = 'naijahomes:list-changed';
const EMPTY: RememberedProperty[] = [];

export type BrowserList = {
  read(): RememberedProperty[];
  write(list: RememberedProperty[]): void;
  subscribe(onChange: () => void): () => void;
  /** For useSyncExternalStore on the server and before hydration: nothing. */
  serverSnapshot(): RememberedProperty[];
};

/** A list under one storage key; reads are cached by the stored text so React sees a stable snapshot. */
export function browserList(key: string, max: number): BrowserList {
  let cachedText: string | null = null;
  let cached: RememberedProperty[] = EMPTY;
  const storage = () => {
    try {
      return window.localStorage;
    } catch {
      return null; // storage disabled (private mode, blocked by settings): the list stays empty
    }
  };
  return {
    read() {
      const text = storage()?.getItem(key) ?? null;
      if (text === cachedText) return cached;
      cachedText = text;
      const list = parseList(text, max);
      cached = list.length === 0 ? EMPTY : list;
      return cached;
    },
    write(list) {
      try {
        if (list.length === 0) storage()?.removeItem(key);
        else storage()?.setItem(key, JSON.stringify(list.slice(0, max)));
      } catch {
        return; // full or blocked storage: nothing is remembered, nothing breaks
      }
      window.dispatchEvent(new CustomEvent(CHANGED, { detail: key }));
    },
    subscribe(onChange) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange();
      };
      const onLocal = (event: Event) => {
        if ((event as CustomEvent<string>).detail === key) onChange();
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener(CHANGED, onLocal);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(CHANGED, onLocal);
      };
    },
    serverSnapshot: () => EMPTY,
  };
}

/** The last twelve property pages this browser opened. */
export const RECENTLY_VIEWED_MAX = 12;
export const recentlyViewed = browserList('naijahomes:recently-viewed', RECENTLY_VIEWED_MAX);

/** The compare tray: up to four homes, put side by side on /compare. */
export const COMPARE_MAX = 4;
export const compareTray = browserList('naijahomes:compare', COMPARE_MAX);
