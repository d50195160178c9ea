// Next's cache (ISR pages, route handlers, `unstable_cache` reads) for one instance: Next's own
// file-system cache (memory first, then .next/server on disk), whose pages are served in ASCII
// (ascii-html.mjs says why: a cached page with a naira sign in it was served at half the speed).
// server/page-cache-handler.mjs uses it unless REDIS_URL names a shared cache
// (redis-cache-handler.mjs, which stores pages the same way). Plain JavaScript: Next imports it,
// through next.config's `cacheHandler`, by path outside the bundles.
//
// Next keeps no public export of its default handler, so this extends it from an internal path
// (docs/decisions/cached-views.md says why it stays); server/file-cache-handler.test.ts is the upgrade test.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { withAsciiHtml } from './ascii-html.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** Entries already in ASCII: each is rewritten once, not looked through on every request. */
const asciiEntries = new WeakSet();

export default class FileCacheHandler extends FileSystemCache {
  /**
   * Rewritten when read rather than when stored, so the pages prerendered at build (which Next writes
   * itself) are served in ASCII too. The entry is the one Next keeps in its memory cache: rewritten in
   * place, every later hit finds it done.
   */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (entry?.value && !asciiEntries.has(entry)) {
      entry.value = withAsciiHtml(entry.value);
      asciiEntries.add(entry);
    }
    return entry;
  }
}
