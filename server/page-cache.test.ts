/** @jest-environment node */
import FileCacheHandler from './file-cache-handler.mjs';
import RedisCacheHandler from './redis-cache-handler.mjs';
import { installPageCache } from './page-cache';

const HOST_CACHE_HANDLERS = Symbol.for('@next/cache-handlers');
type Host = typeof globalThis & { [HOST_CACHE_HANDLERS]?: Record<string, unknown> };
/** The handler class Next's incremental cache takes when next.config names none. */
const installed = () => (globalThis as Host)[HOST_CACHE_HANDLERS]?.FetchCache;

describe("the page cache installed at start where Next's server looks for its host's handler", () => {
  const saved = process.env.REDIS_URL;
  afterEach(() => {
    delete (globalThis as Host)[HOST_CACHE_HANDLERS];
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  });

  test("one instance: Next's file cache, pages in ASCII", async () => {
    delete process.env.REDIS_URL;
    await installPageCache();
    expect(installed()).toBe(FileCacheHandler);
  });

  test('several instances (REDIS_URL): the shared cache in Redis, keeping what else the host set', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    const remote = { name: 'a use-cache handler' };
    (globalThis as Host)[HOST_CACHE_HANDLERS] = { RemoteCache: remote };
    await installPageCache();
    expect(installed()).toBe(RedisCacheHandler);
    expect((globalThis as Host)[HOST_CACHE_HANDLERS]?.RemoteCache).toBe(remote);
  });
});
