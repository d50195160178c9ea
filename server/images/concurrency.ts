import 'server-only';

/**
 * A bound on work done at once: at most `limit` run, at most `maxWaiting` wait their turn, and the
 * rest are turned away at once (null) rather than queued without end, each holding memory meanwhile.
 */
export type Semaphore = {
  /** The task's result, or null when the queue is full and the task was not run. */
  run<T>(task: () => Promise<T>): Promise<T | null>;
  readonly running: number;
  readonly waiting: number;
};

export function semaphore(limit: number, maxWaiting: number): Semaphore {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      if (running >= limit) {
        if (queue.length >= maxWaiting) return null;
        // The finishing task hands its place straight to this one, so `running` never drops between.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/**
 * Concurrent calls with one id share one run: the first starts it, the others wait for its result.
 * The id is free again once the run settles (a later call runs anew).
 */
export function singleFlight<T>() {
  const flights = new Map<string, Promise<T>>();
  return {
    /** The shared result, and whether this call is the one that ran it. */
    async run(id: string, task: () => Promise<T>): Promise<{ result: T; leader: boolean }> {
      const running = flights.get(id);
      if (running) return { result: await running, leader: false };
      const flight = task().finally(() => flights.delete(id));
      flights.set(id, flight);
      return { result: await flight, leader: true };
    },
  };
}

/** A map that forgets its entries after `ttlMs` and keeps at most `maxEntries` (the oldest go first). */
export function expiringMap<V>({ ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, { value, until: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete(key: string): void {
      entries.delete(key);
    },
  };
}
