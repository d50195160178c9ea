import 'server-only';
import type Redis from 'ioredis';
import { sharedRedis } from '@/server/redis';

/**
 * Sessions that were signed out while their cookie may still be replayed. A sealed cookie cannot be
 * recalled from a browser (or from whoever copied it), and revoking the provider's token can fail, so
 * each session carries an id (`sid`) and sign-out puts that id here until the cookie would have expired.
 * Every check of a session (`isLiveSession`) asks this store.
 *
 * With REDIS_URL the list is in Redis, shared by every web instance (a cookie signed out on one is
 * refused by all) and kept across restarts; without it, in this process's memory (docs/security.md).
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

/**
 * In Redis, each ended session a key that expires with the cookie, and in this process's memory too:
 * while Redis is unreachable, a check falls back to what this instance has seen (its own sign-outs),
 * so an outage neither signs everyone out nor reopens the sessions this instance ended. A sign-out
 * Redis did not take is kept and written as soon as it answers again (when the connection is ready,
 * and before this instance's next check), so the other instances refuse it from then on.
 */
export class RedisEndedSessionStore implements EndedSessionStore {
  private reported = false;
  /** Sign-outs not yet in Redis: id → until. */
  private readonly unsaved = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    private readonly local: EndedSessionStore = new MemoryEndedSessionStore(),
    private readonly now: () => number = Date.now,
  ) {
    redis.on('ready', () => void this.saveUnsaved());
  }

  async add(id: string, until: number): Promise<void> {
    await this.local.add(id, until);
    this.unsaved.set(id, until);
    await this.saveUnsaved();
  }

  async has(id: string): Promise<boolean> {
    if (await this.local.has(id)) return true;
    await this.saveUnsaved();
    try {
      const ended = (await this.redis.exists(this.key(id))) === 1;
      this.reported = false;
      return ended;
    } catch (error) {
      this.report(error as Error);
      return false;
    }
  }

  private key(id: string) {
    return `ended-session:${id}`;
  }

  /** Writes the sign-outs Redis has not taken yet; those it still cannot take stay for the next try. */
  private async saveUnsaved(): Promise<void> {
    for (const [id, until] of this.unsaved) {
      const lifetime = until - this.now();
      try {
        if (lifetime > 0) await this.redis.set(this.key(id), '1', 'PX', lifetime);
        this.unsaved.delete(id);
      } catch (error) {
        this.report(error as Error);
        return;
      }
    }
  }

  private report(error: Error) {
    if (this.reported) return;
    this.reported = true;
    console.error(`[redis] ended-session list unreachable (${error.message}): this instance checks its own sign-outs only`);
  }
}

// On globalThis, not in a module variable: proxy.ts and the route handlers are bundled apart, and both
// must read the same list within one process.
const STORE_KEY = Symbol.for('naijahomes.endedSessions');
type WithStore = typeof globalThis & { [STORE_KEY]?: EndedSessionStore };

export function endedSessions(): EndedSessionStore {
  const holder = globalThis as WithStore;
  if (!holder[STORE_KEY]) {
    const redis = sharedRedis();
    holder[STORE_KEY] = redis ? new RedisEndedSessionStore(redis) : new MemoryEndedSessionStore();
  }
  return holder[STORE_KEY];
}
