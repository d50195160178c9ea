import 'server-only';

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
 * Several web instances each count on their own: see docs/security.md for the shared-store note.
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
