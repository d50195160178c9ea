/** Counts uses per key over a sliding window, in memory (one provider process serves the sandbox). */
export type RateLimiter = {
  /** Records one use of `key`; returns the seconds to wait when the limit is already reached, else undefined. */
  take(key: string): number | undefined;
};

export function slidingWindowLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const usesByKey = new Map<string, number[]>();
  let lastSweep = now();

  /** Forgets keys with no use inside the window, at most once per window, so the map cannot grow without end. */
  function sweep(time: number) {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [key, uses] of usesByKey) {
      if ((uses.at(-1) ?? 0) <= time - windowMs) usesByKey.delete(key);
    }
  }

  return {
    take(key) {
      const time = now();
      sweep(time);
      const recent = (usesByKey.get(key) ?? []).filter((use) => use > time - windowMs);
      if (recent.length >= limit) {
        usesByKey.set(key, recent);
        return Math.max(1, Math.ceil((recent[0]! + windowMs - time) / 1000));
      }
      usesByKey.set(key, [...recent, time]);
      return undefined;
    },
  };
}
