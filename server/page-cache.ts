import 'server-only';

/**
 * Next's cache of pages, route handlers and `unstable_cache` reads for this process: the shared one in
 * Redis when REDIS_URL is set (server/redis-cache-handler.mjs), else Next's own file cache
 * (server/file-cache-handler.mjs); both serve pages in ASCII (server/ascii-html.mjs).
 *
 * Installed once at start, where Next's server looks for a handler given by its host
 * (`globalThis[Symbol.for('@next/cache-handlers')].FetchCache`), not as next.config's `cacheHandler`:
 * with that setting Next imports the handler's file again on every request (a resolve and a file
 * check each time), which cost every cached page about a quarter of its throughput (issue 17,
 * docs/quality.md). The build keeps Next's default cache; the pages it prerenders are read through
 * this handler at run time.
 */
const HOST_CACHE_HANDLERS = Symbol.for('@next/cache-handlers');
type WithHostHandlers = typeof globalThis & { [HOST_CACHE_HANDLERS]?: Record<string, unknown> };

export async function installPageCache(): Promise<void> {
  const { default: Handler } = process.env.REDIS_URL
    ? await import('./redis-cache-handler.mjs')
    : await import('./file-cache-handler.mjs');
  const host = globalThis as WithHostHandlers;
  host[HOST_CACHE_HANDLERS] = { ...host[HOST_CACHE_HANDLERS], FetchCache: Handler };
}
