// The web app's page cache emptied, for `npm run db:reset`: after a reset the cache would serve pages
// of listings that no longer exist. Only what the running servers wrote goes: the file cache's entries
// (.next/server/route-cache, .next/cache/fetch-cache; the build's own pages stay) and, with REDIS_URL,
// the shared cache's entries, leaving the security state that may share that Redis.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import Redis from 'ioredis';
import { CACHE_ENTRY_PREFIX } from '../server/redis-cache-handler.mjs';

export const RUNTIME_CACHE_FOLDERS = ['.next/server/route-cache', '.next/cache/fetch-cache'];

/** Deletes the cache entries; answers how many Redis entries went (0 without a Redis). */
export async function clearPageCache(root, redisUrl) {
  await Promise.all(RUNTIME_CACHE_FOLDERS.map((folder) => rm(path.join(root, folder), { recursive: true, force: true })));
  if (!redisUrl) return 0;
  // A Redis that does not answer fails the reset with its reason rather than waiting for it.
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    let deleted = 0;
    for await (const keys of redis.scanStream({ match: `${CACHE_ENTRY_PREFIX}*`, count: 500 })) {
      if (keys.length > 0) deleted += await redis.unlink(...keys);
    }
    return deleted;
  } finally {
    redis.disconnect();
  }
}
