import 'server-only';
import Redis from 'ioredis';
import { serverEnv } from './env';

/**
 * The web instance's connection to the Redis holding the security state the instances share:
 * rate-limit counters (server/http/rate-limit.ts), the list of ended sessions and the keys of writes
 * done (server/once-only.ts). REDIS_SECURITY_URL, else REDIS_URL, the Redis of Next's cache, which has
 * its own connection (server/redis-cache-handler.mjs, loaded by Next outside the bundles). Null
 * without either: then everything stays in this process's memory.
 *
 * This state must not be evicted (a signed-out cookie would work again, a limit would start afresh),
 * and a cache sized by eviction must be free to evict: so the two belong in two Redis servers, this
 * one with `maxmemory-policy noeviction` (docs/deploy.md). Checked once connected: a policy that can
 * evict, or a Redis shared with the cache, is logged at start.
 * Kept on globalThis: Next may load this module once per route bundle.
 */
const shared = globalThis as typeof globalThis & { __nhRedis?: Redis | null };

export function sharedRedis(): Redis | null {
  if (shared.__nhRedis === undefined) {
    const { securityRedisUrl, redisUrl } = serverEnv();
    shared.__nhRedis = securityRedisUrl ? connect(securityRedisUrl, securityRedisUrl === redisUrl) : null;
  }
  return shared.__nhRedis;
}

function connect(url: string, sharedWithCache: boolean): Redis {
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
  redis.once('ready', () => {
    void evictionWarnings(redis, sharedWithCache).then((warnings) => warnings.forEach((warning) => console.error(warning)));
  });
  return redis;
}

/**
 * What is wrong, for the security state, with the Redis `redis` reaches: a maxmemory-policy that can
 * evict its keys (every one of them has a lifetime, so the `volatile-*` policies evict them too), and
 * sharing it with the page cache, whose growth would evict them or, under `noeviction`, make their
 * writes fail. The policy is read from INFO, which managed services that refuse CONFIG still answer.
 */
export async function evictionWarnings(redis: Redis, sharedWithCache: boolean): Promise<string[]> {
  let policy: string | undefined;
  try {
    policy = /^maxmemory_policy:(\S+)/m.exec(await redis.info('memory'))?.[1];
  } catch {
    // Unknown: said below.
  }
  const warnings: string[] = [];
  if (policy !== 'noeviction') {
    warnings.push(
      `[redis] the security state's Redis has maxmemory-policy ${policy ?? '(unreadable)'}: when it is full it may evict signed-out sessions ` +
        '(their cookies work again), rate-limit windows and write keys. Give it maxmemory-policy noeviction (docs/deploy.md)',
    );
  }
  if (sharedWithCache) {
    warnings.push(
      "[redis] the page cache and the security state share one Redis (REDIS_URL): filling the cache with pages crowds out signed-out " +
        'sessions and rate limits. Set REDIS_SECURITY_URL to a Redis of its own with maxmemory-policy noeviction (docs/deploy.md)',
    );
  }
  return warnings;
}
