import 'server-only';
import { signInViews } from '@/lib/cached-views';
import { socialSignInProviders } from '@/server/social';

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
  host[HOST_CACHE_HANDLERS] = {
    ...host[HOST_CACHE_HANDLERS],
    FetchCache: keepingAnswersWithoutPageOut(keyingSignInViewsByNetworks(Handler, socialSignInProviders())),
  };
}

// A mixin's base must take `any[]` (TypeScript's rule for classes extended by a function's argument).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type CacheHandlerClass = new (...args: any[]) => {
  get(key: string, ...rest: never[]): Promise<unknown>;
  set(key: string, ...rest: never[]): Promise<unknown>;
};

/**
 * The sign-in pages have one path whatever social networks the server offers (lib/cached-views.ts
 * signInViews), but show those networks' buttons, and the cache outlives a restart and is shared by
 * every instance of a cluster and by servers started from one build with other settings. So their
 * entries are kept under a key that also names the networks (`…/views/login/-@facebook-google`): a
 * server renders its own copy, never serves one drawn for another's buttons. Next's cache key for a
 * page ends with the page's path (`/route-cache/APP_PAGE/<route hash>/$/views/login/-`).
 */
export function keyingSignInViewsByNetworks<Handler extends CacheHandlerClass>(Handler: Handler, networks: readonly string[]): Handler {
  const variant = `@${networks.length > 0 ? networks.join('-') : 'none'}`;
  const signInKeyEnds = Object.values(signInViews).map((path) => `$${path}`);
  const keyFor = (key: string) => (signInKeyEnds.some((end) => key.endsWith(end)) ? `${key}${variant}` : key);
  return class extends Handler {
    get(key: string, ...rest: never[]) {
      return super.get(keyFor(key), ...rest);
    }

    set(key: string, ...rest: never[]) {
      return super.set(keyFor(key), ...rest);
    }
  };
}

/** A page entry as Next stores it: `status` is the render's, 404 for notFound(), 307 or 308 for redirect(). */
function answersWithoutPage(data: unknown): boolean {
  const entry = data as { kind?: unknown; status?: unknown } | null;
  return entry?.kind === 'APP_PAGE' && typeof entry.status === 'number' && entry.status >= 300 && entry.status < 500;
}

/** How many keys found in the cache are remembered, for a 404 or redirect that replaces one of them. */
const REMEMBERED_HITS = 10_000;

/**
 * A page that answered with a 404 or a redirect (a page number past the last, an id naming nothing,
 * a query the page writes another way) is not stored: each made-up URL would otherwise be an entry of
 * its own, on disk without bound or in the Redis that every instance shares. It is rendered again
 * when asked again. Except where it replaces an entry the cache holds (a professional's page whose
 * listing was removed): there it is stored, adding no entry, else the old page would be served stale
 * for ever. Which keys were found is remembered in this process, the last REMEMBERED_HITS of them
 * (the store follows the read that found the entry stale by one render).
 */
export function keepingAnswersWithoutPageOut<Handler extends CacheHandlerClass>(Handler: Handler): Handler {
  const found = new Set<string>();
  return class extends Handler {
    async get(key: string, ...rest: never[]) {
      const entry = (await super.get(key, ...rest)) as { value?: unknown } | null | undefined;
      found.delete(key);
      if (entry?.value) {
        if (found.size >= REMEMBERED_HITS) found.delete(found.values().next().value!);
        found.add(key);
      }
      return entry;
    }

    async set(key: string, ...rest: never[]) {
      const [data] = rest as unknown[];
      if (answersWithoutPage(data) && !found.has(key)) return undefined;
      return super.set(key, ...rest);
    }
  };
}
