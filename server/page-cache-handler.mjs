// Next's cache of pages, route handlers and `unstable_cache` reads, as next.config's `cacheHandler`
// names it (Next imports this file by path at run time, outside the bundles: plain JavaScript, which
// reads only the environment). The shared cache in Redis when REDIS_URL is set
// (redis-cache-handler.mjs), else Next's own file cache (file-cache-handler.mjs); both serve pages
// in ASCII (ascii-html.mjs). A listing staff hid answers 410 at its page (hidden-listing-pages.mjs). Sign-in pages are kept under a key naming the social networks offered,
// and 404s and redirects are kept out, below. The build keeps Next's default cache (next.config.mjs
// names this file only for the server); the pages it prerenders are read through it at run time.
import FileCacheHandler from './file-cache-handler.mjs';
import { answeringHiddenListingsGone } from './hidden-listing-pages.mjs';
import RedisCacheHandler from './redis-cache-handler.mjs';
import { signInViewRoutes, NO_QUERY } from '../lib/view-routes.mjs';

/**
 * The social networks whose buttons the sign-in pages show, in the pages' order: those with a client
 * id, or all of them with SOCIAL_SIGN_IN_SANDBOX (server/env.ts decides the same way; its test checks
 * that this agrees with `socialSignInProviders()`).
 */
export function socialSignInNetworks(env) {
  const sandbox = ['true', '1'].includes(env.SOCIAL_SIGN_IN_SANDBOX ?? '');
  return ['facebook', 'google'].filter((network) => sandbox || Boolean(env[`${network.toUpperCase()}_CLIENT_ID`]?.trim()));
}

/**
 * The sign-in pages have one path whatever social networks the server offers (lib/cached-views.ts
 * signInViews), but show those networks' buttons, and the cache outlives a restart and is shared by
 * every instance of a cluster and by servers started from one build with other settings. So their
 * entries are kept under a key that also names the networks (`…/views/login/-@facebook-google`): a
 * server renders its own copy, never serves one drawn for another's buttons. Next's cache key for a
 * page ends with the page's path (`/route-cache/APP_PAGE/<route hash>/$/views/login/-`).
 */
export function keyingSignInViewsByNetworks(Handler, networks) {
  const variant = `@${networks.length > 0 ? networks.join('-') : 'none'}`;
  const signInKeyEnds = Object.values(signInViewRoutes).map((route) => `$${route}/${NO_QUERY}`);
  const keyFor = (key) => (signInKeyEnds.some((end) => key.endsWith(end)) ? `${key}${variant}` : key);
  return class extends Handler {
    get(key, ...rest) {
      return super.get(keyFor(key), ...rest);
    }

    set(key, ...rest) {
      return super.set(keyFor(key), ...rest);
    }
  };
}

/** A page entry as Next stores it: `status` is the render's, 404 for notFound(), 307 or 308 for redirect(). */
function answersWithoutPage(data) {
  return data?.kind === 'APP_PAGE' && typeof data.status === 'number' && data.status >= 300 && data.status < 500;
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
export function keepingAnswersWithoutPageOut(Handler) {
  const found = new Set();
  return class extends Handler {
    async get(key, ...rest) {
      const entry = await super.get(key, ...rest);
      found.delete(key);
      if (entry?.value) {
        if (found.size >= REMEMBERED_HITS) found.delete(found.values().next().value);
        found.add(key);
      }
      return entry;
    }

    async set(key, ...rest) {
      const [data] = rest;
      if (answersWithoutPage(data) && !found.has(key)) return undefined;
      return super.set(key, ...rest);
    }
  };
}

/** The handler for this process's environment (read when Next first imports this file, at the first request). */
export function pageCacheHandler(env) {
  const Store = env.REDIS_URL ? RedisCacheHandler : FileCacheHandler;
  return answeringHiddenListingsGone(keepingAnswersWithoutPageOut(keyingSignInViewsByNetworks(Store, socialSignInNetworks(env))));
}

export default pageCacheHandler(process.env);
