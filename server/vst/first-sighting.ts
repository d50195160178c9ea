import 'server-only';

const MAX_REMEMBERED = 10_000;

/**
 * Whether this process sees `key` for the first time. Remembers the most recent keys only: a key
 * forgotten past the bound, or seen by another instance, counts once more there, which is harmless
 * for its use (expiring cache tags once per settled payment) and keeps memory bounded whatever
 * the callers send.
 */
export function firstSighting(key: string, seen: Set<string> = processSightings()): boolean {
  if (seen.has(key)) return false;
  seen.add(key);
  if (seen.size > MAX_REMEMBERED) seen.delete(seen.values().next().value!);
  return true;
}

/** One set per process on `globalThis`: Next may load this module once per route bundle. */
const store = globalThis as typeof globalThis & { __nhFirstSightings?: Set<string> };

function processSightings(): Set<string> {
  store.__nhFirstSightings ??= new Set();
  return store.__nhFirstSightings;
}
