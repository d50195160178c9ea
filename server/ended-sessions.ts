import 'server-only';

/**
 * Sessions that were signed out while their cookie may still be replayed. A sealed cookie cannot be
 * recalled from a browser (or from whoever copied it), and revoking the provider's token can fail, so
 * each session carries an id (`sid`) and sign-out puts that id here until the cookie would have expired.
 * Every check of a session (`isLiveSession`) asks this store.
 *
 * The store is an interface so several instances can share one (Redis) later; today it lives in memory,
 * one per process, which covers a single instance: a restart forgets the list (docs/security.md).
 */
export interface EndedSessionStore {
  /** Remembers `id` as ended until `until` (milliseconds since the epoch). */
  add(id: string, until: number): Promise<void>;
  has(id: string): Promise<boolean>;
}

/** In memory. Every entry lives the same span, so insertion order is expiry order and pruning stops early. */
export class MemoryEndedSessionStore implements EndedSessionStore {
  private readonly ended = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async add(id: string, until: number): Promise<void> {
    this.prune();
    this.ended.delete(id);
    this.ended.set(id, until);
  }

  async has(id: string): Promise<boolean> {
    const until = this.ended.get(id);
    return until !== undefined && until > this.now();
  }

  get size(): number {
    return this.ended.size;
  }

  private prune() {
    const now = this.now();
    for (const [id, until] of this.ended) {
      if (until > now) break;
      this.ended.delete(id);
    }
  }
}

// On globalThis, not in a module variable: proxy.ts and the route handlers are bundled apart, and both
// must read the same list within one process.
const STORE_KEY = Symbol.for('naijahomes.endedSessions');
type WithStore = typeof globalThis & { [STORE_KEY]?: EndedSessionStore };

export function endedSessions(): EndedSessionStore {
  const holder = globalThis as WithStore;
  holder[STORE_KEY] ??= new MemoryEndedSessionStore();
  return holder[STORE_KEY];
}
