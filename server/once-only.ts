import 'server-only';
import type Redis from 'ioredis';
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@/lib/once-only';
import { jsonError } from '@/server/http/responses';
import { sharedRedis } from '@/server/redis';

/**
 * A write sent again with the key of one already done gets the first answer back instead of being
 * done twice (the browser's side: lib/once-only.ts). Keys are held while their write runs and, once
 * it succeeded, kept with its answer for a day; a write that failed frees its key, so sending it
 * again runs it again. With REDIS_URL every instance sees the same keys (a retry may reach another
 * instance); without it, this process's memory.
 */

/** The successful answer of a write, kept to be given again. */
const keptAnswerSchema = z.object({ status: z.number().int(), body: z.string() });
export type KeptAnswer = z.infer<typeof keptAnswerSchema>;

/** What claiming a key finds: it is now this request's, another request holds it, or its write is done. */
export type Claim = { kind: 'claimed' } | { kind: 'busy' } | { kind: 'done'; answer: KeptAnswer };

export interface OnceOnlyStore {
  claim(key: string): Promise<Claim>;
  /** Keeps a claimed key's answer for ANSWER_MS. */
  keep(key: string, answer: KeptAnswer): Promise<void>;
  /** Frees a claimed key whose write did not succeed. */
  release(key: string): Promise<void>;
}

/** Longer than any write takes (a large upload on a slow line included); frees the key of an instance that died mid-write. */
export const CLAIM_MS = 5 * 60_000;
export const ANSWER_MS = 24 * 60 * 60_000;
/** Larger answers are not kept (their key is freed): writes answer with a few hundred bytes. */
export const MAX_KEPT_CHARS = 64 * 1024;

type Entry = { answer: KeptAnswer | null; until: number };

/** In memory, bounded: past `maxEntries` the oldest key is forgotten. */
export class MemoryOnceOnlyStore implements OnceOnlyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  async claim(key: string): Promise<Claim> {
    const entry = this.entries.get(key);
    if (entry && entry.until > this.now()) return entry.answer ? { kind: 'done', answer: entry.answer } : { kind: 'busy' };
    this.set(key, { answer: null, until: this.now() + CLAIM_MS });
    return { kind: 'claimed' };
  }

  async keep(key: string, answer: KeptAnswer): Promise<void> {
    this.set(key, { answer, until: this.now() + ANSWER_MS });
  }

  async release(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private set(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

const HELD = 'held';

/**
 * In Redis: a claim is `SET NX` with the claim's lifetime, an answer replaces it with a day's. While
 * Redis is unreachable this instance falls back to its own memory (a retry reaching the same instance
 * is still done once), with one line in the log.
 */
export class RedisOnceOnlyStore implements OnceOnlyStore {
  private reported = false;

  constructor(
    private readonly redis: Redis,
    private readonly local: OnceOnlyStore = new MemoryOnceOnlyStore(),
  ) {}

  async claim(key: string): Promise<Claim> {
    try {
      if (await this.hold(key)) return { kind: 'claimed' };
      const held = await this.redis.get(this.key(key));
      // Freed or expired between the two calls: one more try to hold it.
      if (held === null) return (await this.hold(key)) ? { kind: 'claimed' } : { kind: 'busy' };
      const answer = held === HELD ? null : keptAnswerSchema.safeParse(JSON.parse(held));
      return answer?.success ? { kind: 'done', answer: answer.data } : { kind: 'busy' };
    } catch (error) {
      this.report(error as Error);
      return this.local.claim(key);
    }
  }

  async keep(key: string, answer: KeptAnswer): Promise<void> {
    try {
      await this.redis.set(this.key(key), JSON.stringify(answer), 'PX', ANSWER_MS);
    } catch (error) {
      this.report(error as Error);
      await this.local.keep(key, answer);
    }
  }

  async release(key: string): Promise<void> {
    await this.local.release(key);
    try {
      await this.redis.del(this.key(key));
    } catch (error) {
      this.report(error as Error);
    }
  }

  private async hold(key: string): Promise<boolean> {
    return (await this.redis.set(this.key(key), HELD, 'PX', CLAIM_MS, 'NX')) === 'OK';
  }

  private key(key: string) {
    return `once-only:${key}`;
  }

  private report(error: Error) {
    if (this.reported) return;
    this.reported = true;
    console.error(`[redis] write keys unreachable (${error.message}): a write sent again is done once only on the instance that did it`);
  }
}

// On globalThis: Next may load this module once per route bundle, and all must share the keys.
const STORE_KEY = Symbol.for('naijahomes.onceOnly');
type WithStore = typeof globalThis & { [STORE_KEY]?: OnceOnlyStore };

export function onceOnlyStore(): OnceOnlyStore {
  const holder = globalThis as WithStore;
  if (!holder[STORE_KEY]) {
    const redis = sharedRedis();
    holder[STORE_KEY] = redis ? new RedisOnceOnlyStore(redis) : new MemoryOnceOnlyStore();
  }
  return holder[STORE_KEY];
}

/** How long a write sent again waits for the first to finish before being told it is still running. */
const WAIT_MS = 10_000;
const POLL_MS = 250;

/**
 * Runs `write` once per Idempotency-Key within `scope` (who sends it, and to which operation: a key
 * never reaches another user's answer). Without a key, runs it as it is. A write sent again while the
 * first still runs waits for its answer (up to WAIT_MS), then is told it is still being saved.
 */
export async function onceOnly(
  request: Request,
  scope: string,
  write: () => Promise<Response>,
  { store = onceOnlyStore(), waitMs = WAIT_MS, pollMs = POLL_MS }: { store?: OnceOnlyStore; waitMs?: number; pollMs?: number } = {},
): Promise<Response> {
  const given = request.headers.get(IDEMPOTENCY_HEADER);
  if (given === null) return write();
  if (!IDEMPOTENCY_KEY_PATTERN.test(given)) return jsonError(400, messages.invalidRequest);
  const key = `${scope}:${given}`;

  let claim = await store.claim(key);
  for (let waited = 0; claim.kind === 'busy' && waited < waitMs; waited += pollMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    claim = await store.claim(key);
  }
  if (claim.kind === 'done') return replay(claim.answer);
  if (claim.kind === 'busy') return jsonError(409, messages.stillSaving);

  let response: Response;
  try {
    response = await write();
  } catch (error) {
    await store.release(key);
    throw error;
  }
  const body = response.ok ? await response.clone().text() : null;
  if (body === null || body.length > MAX_KEPT_CHARS) await store.release(key);
  else await store.keep(key, { status: response.status, body });
  return response;
}

/** Marks an answer given again: what the first answer did beside its body (a cookie) was lost with it. */
const REPLAYED_HEADER = 'Idempotent-Replayed';

export function isReplayed(response: Response): boolean {
  return response.headers.get(REPLAYED_HEADER) === 'true';
}

function replay({ status, body }: KeptAnswer): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', [REPLAYED_HEADER]: 'true' },
  });
}
