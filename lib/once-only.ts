/**
 * Writes sent again after an unconfirmed answer are done once (the BFF's side: server/once-only.ts).
 * Each write to `/api/vst/*` carries an Idempotency-Key. A write whose answer never arrived (a dropped
 * mobile connection, a timeout) may have been saved; its key is kept, and the same write sent again
 * (same method, path and content) carries the same key, so the BFF answers it with the first answer
 * instead of saving it twice. Anything else gets a fresh key.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What a key may look like: enough randomness that nobody can guess another's. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** The writes that honour the key. */
export function isOnceOnlyWrite(method: string, path: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && path.startsWith('/api/vst/');
}

/**
 * The keys of writes whose answer has not arrived, by what was sent; a handful at most. In
 * sessionStorage, so that they outlive a reload of the page (a listing's draft comes back after one,
 * and its files are chosen again: the same write); in memory where storage is refused.
 */
const STORAGE_KEY = 'nh.unconfirmedWrites';
const MAX_UNCONFIRMED = 20;
let inMemory: [string, string][] = [];

function readUnconfirmed(): [string, string][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is [string, string] => Array.isArray(entry) && entry.every((part) => typeof part === 'string')) : [];
  } catch {
    return inMemory;
  }
}

function writeUnconfirmed(entries: [string, string][]) {
  inMemory = entries.slice(-MAX_UNCONFIRMED);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(inMemory));
  } catch {
    // Storage refused (or none, outside a browser): memory only.
  }
}

export type OnceOnlyWrite = {
  key: string;
  /** The answer arrived (whatever it said): the next write of the same content is a new one. */
  answered(): void;
};

/**
 * The key to send a write with. The write is remembered from now until `answered()`, so one whose
 * answer never comes (a dropped connection, a timeout, the page reloaded while it was on its way)
 * keeps its key for the same content sent again.
 */
export function onceOnlyWrite(method: string, path: string, body: unknown): OnceOnlyWrite {
  const content = `${method} ${path} ${fingerprint(body)}`;
  const others = () => readUnconfirmed().filter(([sent]) => sent !== content);
  const key = readUnconfirmed().find(([sent]) => sent === content)?.[1] ?? randomKey();
  writeUnconfirmed([...others(), [content, key]]);
  return { key, answered: () => writeUnconfirmed(others()) };
}

/** The content of a body: JSON as sent; a form's fields, and its files by name, size and date. */
function fingerprint(body: unknown): string {
  if (!(body instanceof FormData)) return JSON.stringify(body ?? null);
  const fields = [...body.entries()].map(([name, value]) =>
    typeof value === 'string' ? [name, value] : [name, 'file', value.name, value.size, value.lastModified, value.type],
  );
  return JSON.stringify(fields);
}

/** 128 random bits, URL-safe. getRandomValues, unlike randomUUID, works outside secure contexts too. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
