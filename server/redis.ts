import 'server-only';
import Redis from 'ioredis';
import { serverEnv } from './env';

/**
 * The web instance's connection to Redis (REDIS_URL) for state the instances share: rate-limit
 * counters (server/http/rate-limit.ts), the list of ended sessions and the keys of writes done
 * (server/once-only.ts). Next's cache has its own
 * connection (server/redis-cache-handler.mjs, loaded by Next outside the bundles). Null without
 * REDIS_URL: then everything stays in this process's memory.
 * Kept on globalThis: Next may load this module once per route bundle.
 */
const shared = globalThis as typeof globalThis & { __nhRedis?: Redis | null };

export function sharedRedis(): Redis | null {
  if (shared.__nhRedis === undefined) {
    const url = serverEnv().redisUrl;
    shared.__nhRedis = url ? connect(url) : null;
  }
  return shared.__nhRedis;
}

function connect(url: string): Redis {
  const redis = new Redis(url, {
    // While disconnected, commands fail at once (callers fall back) instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2_000,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    console.error(`[redis] unreachable (${error.message}): rate limits count per instance in memory until it is back`);
  });
  redis.on('ready', () => {
    if (reported) console.log('[redis] back: rate limits are shared again');
    reported = false;
  });
  return redis;
}
