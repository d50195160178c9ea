// Next's cache (ISR pages, route handlers and `unstable_cache` reads) in Redis, shared by every web
// instance: server/page-cache-handler.mjs uses it when REDIS_URL is set. Plain JavaScript: Next
// imports it, through next.config's `cacheHandler`, by path outside the bundles.
//
// Next 16's documented handler interface: get(key, ctx), set(key, data, ctx), revalidateTag(tags,
// durations), resetRequestCache(). Entries keep the tags they were stored with; a tag's expiry is one
// Redis key holding the time it was expired, so `revalidateTag`/`updateTag` on one instance expires
// the entry for all of them at once: `get` is one Lua call that answers the entry and the latest
// expiry among its tags in a single round trip, and an entry older than that is a miss.
//
// Redis unreachable: every get is a miss (pages render from the provider, as on a cold start) and
// sets are dropped, each failure logged once until Redis answers again; requests never wait longer
// than COMMAND_TIMEOUT_MS for it. A tag expiry is not dropped: an entry stored before the outage is
// still in Redis when it comes back, so the expiry is kept and written as soon as Redis answers, and
// until then this instance reads nothing from the cache (pendingExpiries).
//
// Pages are stored with their HTML in ASCII, as file-cache-handler.mjs stores them (ascii-html.mjs).
import Redis from 'ioredis';
import { withAsciiHtml } from './ascii-html.mjs';

/** Where the page cache's entries live, apart from the security state that may share the Redis. */
export const CACHE_ENTRY_PREFIX = 'nh:cache:';
const TAG_PREFIX = 'nh:tag:';
const COMMAND_TIMEOUT_MS = 500;
/** Entries without a lifetime of their own are dropped after a day; a tag's expiry mark after a week. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
const TAG_TTL_SECONDS = 7 * 24 * 60 * 60;

// KEYS[1] = entry; ARGV = extra tags from the request (soft tags, unstable_cache tags).
// Returns { value, lastModified, latest tag expiry }.
const READ_SCRIPT = `
local entry = redis.call('HMGET', KEYS[1], 'v', 'm', 't')
if not entry[1] then return nil end
local latest = 0
local function check(tag)
  local at = tonumber(redis.call('GET', '${TAG_PREFIX}' .. tag) or '0')
  if at > latest then latest = at end
end
for tag in string.gmatch(entry[3] or '', '[^,]+') do check(tag) end
for i = 1, #ARGV do check(ARGV[i]) end
return { entry[1], entry[2], tostring(latest) }
`;

/** JSON that keeps Buffers (RSC payloads, route bodies) and Maps (segment data) intact. */
function serialize(value) {
  return JSON.stringify(value, function replacer(key, current) {
    const original = this[key];
    if (Buffer.isBuffer(original)) return { $buffer: original.toString('base64') };
    if (original instanceof Map) return { $map: [...original.entries()] };
    return current;
  });
}

function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

/** The tags an entry was stored with: unstable_cache's in ctx.tags, a page's in its x-next-cache-tags header. */
function tagsOf(data, ctx) {
  const tags = new Set(ctx?.tags ?? []);
  if (Array.isArray(data?.tags)) for (const tag of data.tags) tags.add(tag);
  const header = data?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

function ttlOf(data, ctx) {
  const expire = ctx?.cacheControl?.expire ?? (typeof data?.revalidate === 'number' && data.revalidate > 0 ? data.revalidate * 10 : undefined);
  return typeof expire === 'number' && expire > 0 && expire < DEFAULT_TTL_SECONDS * 30 ? Math.ceil(expire) : DEFAULT_TTL_SECONDS;
}

const shared = globalThis;

/**
 * When each key was first read since it was last stored, in this process. A render that stores an
 * entry began at (or after) the read that found it missing or stale, and its data is as old as that
 * start, not as the store: an entry is dated by that read, so a tag expired while it rendered still
 * expires it (else a render that read the old price before an owner's edit and finished after it
 * would be kept as fresh). Bounded: past MAX_READS the oldest are forgotten (dated at their store).
 */
const MAX_READS = 10_000;
shared.__nhCacheReads ??= new Map();
const firstReadSinceStore = shared.__nhCacheReads;

/** A miss starts a render now; a hit (which Next may find stale and render again) keeps the first date. */
function noteRead(key, miss) {
  if (!miss && firstReadSinceStore.has(key)) return;
  firstReadSinceStore.delete(key);
  if (firstReadSinceStore.size >= MAX_READS) firstReadSinceStore.delete(firstReadSinceStore.keys().next().value);
  firstReadSinceStore.set(key, Date.now());
}

function renderStartOf(key) {
  const readAt = firstReadSinceStore.get(key);
  firstReadSinceStore.delete(key);
  return Math.min(readAt ?? Date.now(), Date.now());
}

/**
 * Tags this instance expired while Redis could not be reached (a write through this instance during
 * the outage). They are written (with the time they are written, so everything cached before is
 * expired) when the connection is ready again, and by the next read before it reads.
 */
shared.__nhPendingExpiries ??= new Set();
const pendingExpiries = shared.__nhPendingExpiries;
let flushing = null;

async function writeExpiries(redis, tags) {
  const now = String(Date.now());
  const multi = redis.multi();
  for (const tag of tags) multi.set(TAG_PREFIX + tag, now, 'EX', TAG_TTL_SECONDS);
  const results = await multi.exec();
  const failed = results?.find(([error]) => error)?.[0];
  if (!results || failed) throw failed ?? new Error('the expiry was not written');
}

/** Writes the pending expiries; true when none is left. One write at a time. */
function flushPendingExpiries() {
  if (pendingExpiries.size === 0) return Promise.resolve(true);
  flushing ??= (async () => {
    const tags = [...pendingExpiries];
    try {
      await writeExpiries(client(), tags);
      for (const tag of tags) pendingExpiries.delete(tag);
      console.log(`[cache] expired in Redis now: ${tags.join(', ')}`);
    } catch {
      // Still away: kept for the next try.
    } finally {
      flushing = null;
    }
    return pendingExpiries.size === 0;
  })();
  return flushing;
}

function client() {
  if (!shared.__nhCacheRedis) {
    const redis = new Redis(process.env.REDIS_URL, {
      // Fail at once while disconnected instead of queueing requests behind a reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
    });
    let reported = false;
    redis.on('error', (error) => {
      if (reported) return;
      reported = true;
      console.error(`[cache] Redis unreachable (${error.message}): pages render uncached until it is back`);
    });
    redis.on('ready', () => {
      if (reported) console.log('[cache] Redis is back: the shared cache is in use again');
      reported = false;
      void flushPendingExpiries();
    });
    redis.once('ready', () => {
      redis.info('memory').then((info) => {
        const warning = cacheRedisWarning(info);
        if (warning) console.error(warning);
      }, () => undefined);
    });
    redis.defineCommand('readEntry', { numberOfKeys: 1, lua: READ_SCRIPT });
    shared.__nhCacheRedis = redis;
  }
  return shared.__nhCacheRedis;
}

/**
 * What is wrong with the cache's Redis, from its `INFO memory`, or null. Every distinct view asked for
 * is an entry (docs/security.md), so the cache needs a ceiling and a policy that drops entries at it:
 * without `maxmemory` it grows until the machine runs out, and under `noeviction` every write fails
 * once it is full (every key here has a lifetime, so a `volatile-*` policy evicts them too).
 */
export function cacheRedisWarning(info) {
  const maxmemory = Number(/^maxmemory:(\d+)/m.exec(info)?.[1] ?? 0);
  const policy = /^maxmemory_policy:(\S+)/m.exec(info)?.[1] ?? '(unreadable)';
  if (maxmemory > 0 && policy !== 'noeviction' && policy !== '(unreadable)') return null;
  return (
    `[cache] the cache's Redis has ${maxmemory > 0 ? `maxmemory ${maxmemory} bytes` : 'no maxmemory'} and maxmemory-policy ${policy}: ` +
    'every distinct page asked for is kept, so give it a maxmemory and maxmemory-policy allkeys-lru (docs/deploy.md)'
  );
}

/** Waits up to `ms` for the connection (a tag expiry is rare and must not be dropped at start-up). */
function ready(redis, ms) {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export default class RedisCacheHandler {
  constructor(options) {
    this.options = options;
  }

  async get(key, ctx) {
    const entry = await this.read(key, ctx);
    noteRead(key, entry === null);
    return entry;
  }

  async read(key, ctx) {
    // An expiry Redis has not taken yet could leave a stale entry there: no reads until it has.
    if (!(await flushPendingExpiries())) return null;
    try {
      const extraTags = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
      const found = await client().readEntry(CACHE_ENTRY_PREFIX + key, ...extraTags);
      if (!found) return null;
      const [value, lastModified, latestExpiry] = found;
      if (Number(latestExpiry) >= Number(lastModified)) return null;
      const entry = deserialize(value);
      return { lastModified: Number(lastModified), value: entry.value, cacheControl: entry.cacheControl };
    } catch {
      return null;
    }
  }

  async set(key, data, ctx) {
    try {
      if (data === null) {
        await client().del(CACHE_ENTRY_PREFIX + key);
        return;
      }
      const entryKey = CACHE_ENTRY_PREFIX + key;
      await client()
        .multi()
        .hset(entryKey, { v: serialize({ value: withAsciiHtml(data), cacheControl: ctx?.cacheControl }), m: String(renderStartOf(key)), t: tagsOf(data, ctx).join(',') })
        .expire(entryKey, ttlOf(data, ctx))
        .exec();
    } catch {
      // Not cached this time; the next request renders it again.
    }
  }

  /**
   * Every expiry is immediate, for every instance: the app expires tags only after a write
   * (`revalidateTag(tag, { expire: 0 })`, `updateTag`) and wants the next read to be fresh.
   */
  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    try {
      await ready(client(), 2_000);
      await writeExpiries(client(), list);
    } catch (error) {
      for (const tag of list) pendingExpiries.add(tag);
      console.error(
        `[cache] could not expire ${list.join(', ')} in Redis (${error.message}): written when Redis answers again; ` +
          'until then this instance reads nothing from the cache, and other instances may serve those pages',
      );
    }
  }

  resetRequestCache() {}
}
