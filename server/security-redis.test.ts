/** @jest-environment node */
import type Redis from 'ioredis';
import { RedisEndedSessionStore } from './ended-sessions';
import { redisLimiter } from './http/rate-limit';
import { evictionWarnings, sharedRedis } from './redis';
import { describeWithRedis, disconnectAll, freePort, instanceConnection, startRedisServer } from './testing/redis-server';

// Spawns two servers and fills one: slower than a unit test on a busy machine.
jest.setTimeout(60_000);

type CacheHandler = { set(key: string, data: unknown, ctx: unknown): Promise<void> };

const rule = { limit: 3, windowSeconds: 600 };
const pageContext = { cacheControl: { revalidate: 60, expire: 600 } };
/** A cached listing page of about 40 kB, as an attacker's made-up URL would have rendered. */
const junkPage = (index: number) => ({
  kind: 'APP_PAGE',
  html: `<main>${'x'.repeat(40_000)}${index}</main>`,
  rscData: Buffer.from('0:[]'),
  headers: {},
  status: 200,
});

async function connected(port: number): Promise<Redis> {
  const redis = instanceConnection(port);
  await redis.connect();
  return redis;
}

/** The cache's Redis as docs/deploy.md sizes it: a memory ceiling, least recently used keys evicted. */
async function sizeAsCache(redis: Redis) {
  await redis.config('SET', 'maxmemory', '4mb');
  await redis.config('SET', 'maxmemory-policy', 'allkeys-lru');
  // Redis picks what to evict from a sample of keys; the largest sample makes the least recently used
  // key go first, so the test does not depend on which keys a small sample happened to draw.
  await redis.config('SET', 'maxmemory-samples', '64');
}

const host = globalThis as { __nhCacheRedis?: Redis };

/** Stores made-up pages through the Redis cache handler until the cache's Redis has evicted plenty. */
async function fillCache(handler: CacheHandler, cacheRedis: Redis) {
  // The handler's connection (one a process) is made by its first call; until it is up, nothing is stored.
  await handler.set('/route-cache/APP_PAGE/junk/$/first', junkPage(-1), pageContext);
  const connection = host.__nhCacheRedis!;
  if (connection.status !== 'ready') await new Promise((resolve) => connection.once('ready', resolve));
  for (let index = 0; index < 400; index += 1) await handler.set(`/route-cache/APP_PAGE/junk/$/views/properties/buy/page%3D${index}`, junkPage(index), pageContext);
  const evicted = Number(/^evicted_keys:(\d+)/m.exec(await cacheRedis.info('stats'))?.[1]);
  expect(evicted).toBeGreaterThan(100);
}

describeWithRedis('the security state and a cache filled with made-up pages', () => {
  const servers: { stop(): Promise<void> }[] = [];
  let cachePort = 0;
  let securityPort = 0;
  let Handler: new (options: object) => CacheHandler;

  beforeAll(async () => {
    [cachePort, securityPort] = [await freePort(), await freePort()];
    servers.push(await startRedisServer(cachePort), await startRedisServer(securityPort));
    await sizeAsCache(await connected(cachePort));
    // As a deployment following docs/deploy.md starts an instance: read when the modules first connect.
    process.env.REDIS_URL = `redis://127.0.0.1:${cachePort}`;
    process.env.REDIS_SECURITY_URL = `redis://127.0.0.1:${securityPort}`;
    Handler = (await import('./redis-cache-handler.mjs')).default as unknown as typeof Handler;
  }, 30_000);
  afterAll(async () => {
    sharedRedis()?.disconnect();
    host.__nhCacheRedis?.disconnect();
    disconnectAll();
    await Promise.all(servers.map((server) => server.stop()));
  });

  test('one Redis for both, evicting as a cache must: filling the cache evicts a signed-out session, and the start-up check says so', async () => {
    const port = await freePort();
    const server = await startRedisServer(port);
    try {
      const redis = await connected(port);
      await sizeAsCache(redis);
      const sid = `sid-shared-${Date.now()}`;
      await new RedisEndedSessionStore(redis).add(sid, Date.now() + 600_000);
      // The cache handler's connection is made from REDIS_URL when it is first needed: this test's own.
      const saved = host.__nhCacheRedis;
      delete host.__nhCacheRedis;
      process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
      try {
        await fillCache(new Handler({}), redis);
      } finally {
        (host.__nhCacheRedis as Redis | undefined)?.disconnect();
        host.__nhCacheRedis = saved;
        process.env.REDIS_URL = `redis://127.0.0.1:${cachePort}`;
      }
      // Another instance, which has not seen the sign-out itself, takes the cookie again.
      expect(await new RedisEndedSessionStore(await connected(port)).has(sid)).toBe(false);
      expect(await evictionWarnings(redis, true)).toEqual([expect.stringContaining('allkeys-lru'), expect.stringContaining('REDIS_SECURITY_URL')]);
    } finally {
      await server.stop();
    }
  });

  test('REDIS_SECURITY_URL: signed-out sessions and rate-limit windows survive the cache being filled, and the start-up check is quiet', async () => {
    const security = sharedRedis()!;
    if (security.status !== 'ready') await new Promise((resolve) => security.once('ready', resolve));
    const sid = `sid-apart-${Date.now()}`;
    await new RedisEndedSessionStore(security).add(sid, Date.now() + 600_000);
    const account = `guess-${Date.now()}@example.com`;
    const limiter = redisLimiter(rule, security, 'sign-in:');
    for (let attempt = 0; attempt < rule.limit; attempt += 1) expect(await limiter.take(account)).toBeUndefined();

    await fillCache(new Handler({}), await connected(cachePort));

    // Another instance, with nothing in its own memory, still refuses both.
    const elsewhere = await connected(securityPort);
    expect(await new RedisEndedSessionStore(elsewhere).has(sid)).toBe(true);
    expect(await redisLimiter(rule, elsewhere, 'sign-in:').take(account)).toBeGreaterThan(0);
    expect(await evictionWarnings(security, false)).toEqual([]);
  });

  test('the start-up check warns of every policy that can evict the security keys, all of which have lifetimes', async () => {
    const redis = await connected(securityPort);
    try {
      for (const policy of ['allkeys-lru', 'volatile-lru', 'volatile-ttl', 'allkeys-random']) {
        await redis.config('SET', 'maxmemory-policy', policy);
        expect(await evictionWarnings(redis, false)).toEqual([expect.stringContaining(`maxmemory-policy ${policy}`)]);
      }
    } finally {
      await redis.config('SET', 'maxmemory-policy', 'noeviction');
    }
  });

  test("the cache's Redis is checked at start too: it needs a ceiling and a policy that evicts", async () => {
    const { cacheRedisWarning } = await import('./redis-cache-handler.mjs');
    expect(cacheRedisWarning(await (await connected(cachePort)).info('memory'))).toBeNull();
    expect(cacheRedisWarning(await (await connected(securityPort)).info('memory'))).toMatch(/no maxmemory and maxmemory-policy noeviction/);
    expect(cacheRedisWarning('maxmemory:4194304\r\nmaxmemory_policy:noeviction\r\n')).toMatch(/maxmemory 4194304 bytes and maxmemory-policy noeviction/);
    expect(cacheRedisWarning('maxmemory:4194304\r\nmaxmemory_policy:volatile-lru\r\n')).toBeNull();
  });
});
