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

/** The keys of writes whose answer did not arrive, by what was sent; a handful at most. */
const unconfirmed = new Map<string, string>();
const MAX_UNCONFIRMED = 20;

export type OnceOnlyWrite = {
  key: string;
  /** The answer arrived (whatever it said): the next write of the same content is a new one. */
  answered(): void;
  /** No answer: the write may have been saved; sending the same content again reuses the key. */
  unanswered(): void;
};

export function onceOnlyWrite(method: string, path: string, body: unknown): OnceOnlyWrite {
  const content = `${method} ${path} ${fingerprint(body)}`;
  const key = unconfirmed.get(content) ?? randomKey();
  return {
    key,
    answered: () => void unconfirmed.delete(content),
    unanswered: () => {
      unconfirmed.delete(content);
      unconfirmed.set(content, key);
      if (unconfirmed.size > MAX_UNCONFIRMED) unconfirmed.delete(unconfirmed.keys().next().value!);
    },
  };
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
