import 'server-only';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** How many uses a key may have in a window. */
export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * A store of counters. Every call is asynchronous and `take` counts in one step, so a shared store
 * (Redis: `INCR` then `EXPIRE` on the first use, `DECR` when over the limit or released) can replace
 * the in-memory one without changing a caller.
 */
export type RateLimiter = {
  /**
   * Counts one use of `key` unless its window is used up, in one step: parallel requests cannot all
   * pass a check before any of them is counted. Seconds to wait when refused (nothing counted), else undefined.
   */
  take(key: string): Promise<number | undefined>;
  /** Gives back one use taken in the current window: for an attempt that turned out not to count. */
  release(key: string): Promise<void>;
};

type Window = { count: number; endsAt: number };

/**
 * Counts uses per key in fixed windows, in this process's memory: O(1) per key and per request, so
 * it costs nothing on the hot path. A fixed window lets a burst of up to twice the limit straddle a
 * window's end; the limits are sized with that in mind. Memory is bounded by `maxKeys`: expired
 * windows are swept once per window, and past the bound the oldest key is forgotten (an attacker
 * who can rotate that many addresses is not stopped by per-address limits anyway).
 * Several web instances each count on their own: with REDIS_URL they share `redisLimiter` instead.
 */
export function fixedWindowLimiter(
  { limit, windowSeconds }: RateLimitRule,
  { now = Date.now, maxKeys = 50_000 }: { now?: () => number; maxKeys?: number } = {},
): RateLimiter {
  const windowMs = windowSeconds * 1000;
  const windows = new Map<string, Window>();
  let nextSweep = now() + windowMs;

  function sweep(time: number) {
    if (time < nextSweep) return;
    nextSweep = time + windowMs;
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
  }

  function current(key: string, time: number): Window | undefined {
    const window = windows.get(key);
    return window && window.endsAt > time ? window : undefined;
  }

  const limiter: RateLimiter = {
    async take(key) {
      const time = now();
      sweep(time);
      const window = current(key, time);
      if (window && window.count >= limit) return Math.max(1, Math.ceil((window.endsAt - time) / 1000));
      if (window) {
        window.count += 1;
        return undefined;
      }
      windows.delete(key);
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
      windows.set(key, { count: 1, endsAt: time + windowMs });
      return undefined;
    },
    async release(key) {
      const window = current(key, now());
      if (window && window.count > 0) window.count -= 1;
    },
  };
  return limiter;
}

/**
 * The same fixed windows counted in Redis (rate-limiter-flexible: one atomic INCR-with-expiry per
 * use), so every web instance counts into one window per key. When Redis cannot be reached, each
 * instance counts in its own memory (the library's insurance limiter) until it is back, and
 * server/redis.ts logs it: limits loosen to one window per instance, they never vanish.
 */
export function redisLimiter({ limit, windowSeconds }: RateLimitRule, redis: Redis, keyPrefix: string): RateLimiter {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `nh:rl:${keyPrefix}`,
    points: limit,
    duration: windowSeconds,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ points: limit, duration: windowSeconds }),
  });
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return undefined;
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        // The library counted the refused use too; give it back, so that (as in memory) a refusal
        // counts nothing and a later `release` reopens exactly one place.
        await limiter.reward(key);
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      }
    },
    async release(key) {
      await limiter.reward(key);
    },
  };
}
