/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type RedisCacheHandler from './redis-cache-handler.mjs';
import { describeWithRedis, disconnectAll, freePort, instanceConnection, startRedisServer } from './testing/redis-server';

// Spawns a server and talks to it over sockets: slower than a unit test on a busy machine.
jest.setTimeout(20_000);

type Handler = RedisCacheHandler;
type Connection = { status: string; once(event: string, listener: () => void): void; disconnect(): void };
/** The handler's own connection (one per process, as Next loads the handler). */
const handlerConnection = () => (globalThis as { __nhCacheRedis?: Connection }).__nhCacheRedis;

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeWithRedis('the shared Next cache in Redis', () => {
  let server: Awaited<ReturnType<typeof startRedisServer>>;
  let instanceA: Handler;
  let instanceB: Handler;
  let port: number;
  const dataFolder = mkdtempSync(path.join(os.tmpdir(), 'nh-cache-handler-test-'));
  beforeAll(async () => {
    port = await freePort();
    server = await startRedisServer(port, { keepDataIn: dataFolder });
    // Sized as docs/deploy.md sizes the cache's Redis (else the handler logs that it is not, at start).
    const admin = instanceConnection(port);
    await admin.connect();
    await admin.config('SET', 'maxmemory', '64mb');
    await admin.config('SET', 'maxmemory-policy', 'allkeys-lru');
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    // Imported once REDIS_URL is set, as Next loads it.
    const { default: Handler } = await import('./redis-cache-handler.mjs');
    instanceA = new Handler({});
    instanceB = new Handler({});
    // Until its connection is up the handler answers misses at once (never queues a request behind it).
    expect(await instanceA.get('/property/1', { kind: 'APP_PAGE' })).toBeNull();
    const redis = handlerConnection();
    if (redis?.status !== 'ready') await new Promise<void>((resolve) => redis?.once('ready', resolve));
  }, 30_000);
  afterAll(async () => {
    handlerConnection()?.disconnect();
    disconnectAll();
    await server.stop();
    rmSync(dataFolder, { recursive: true, force: true });
  });

  const fetchCtx = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [] });
  const page = (html: string, id = 1) => ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': `vst:property:${id},_N_T_/property/${id}` },
    status: 200,
  });

  test('a page stored by one instance is read by the other with its Buffers and Maps intact', async () => {
    await instanceA.set('/property/1', page('<p>NGN 1</p>'), { cacheControl: { revalidate: 60, expire: 300 } });
    const found = await instanceB.get('/property/1', { kind: 'APP_PAGE' });
    expect(found?.value).toEqual(page('<p>NGN 1</p>'));
    expect(Buffer.isBuffer((found?.value as { rscData: unknown }).rscData)).toBe(true);
  });

  test("a page's HTML is stored in ASCII, its RSC payload as it was", async () => {
    await instanceA.set('/property/2', page('<p>₦2</p>', 2), { cacheControl: { revalidate: 60, expire: 300 } });
    const found = (await instanceB.get('/property/2', { kind: 'APP_PAGE' }))?.value as ReturnType<typeof page>;
    expect(found.html).toBe('<p>&#8358;2</p>');
    expect(found.rscData.toString()).toBe('rsc of <p>₦2</p>');
  });

  test('a tag expired on one instance is a miss on the other at once, until the entry is stored again', async () => {
    await instanceA.set('unstable-cache-key', { kind: 'FETCH', data: { body: '{}' }, revalidate: 300 }, fetchCtx(['vst:properties']));
    expect(await instanceB.get('unstable-cache-key', fetchCtx(['vst:properties']))).not.toBeNull();

    await instanceA.revalidateTag('vst:property:1', { expire: 0 });
    await instanceA.revalidateTag(['vst:properties']);
    expect(await instanceB.get('/property/1', { kind: 'APP_PAGE' })).toBeNull();
    expect(await instanceB.get('unstable-cache-key', fetchCtx(['vst:properties']))).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 5));
    await instanceB.set('/property/1', page('<p>NGN 2</p>'), { cacheControl: { revalidate: 60, expire: 300 } });
    expect((await instanceA.get('/property/1', { kind: 'APP_PAGE' }))?.value).toEqual(page('<p>NGN 2</p>'));
  });

  test('a render that read before a tag expired and stored after it is not kept as fresh', async () => {
    const listing = (price: string) => ({ kind: 'FETCH', data: { body: price }, revalidate: 60 });
    expect(await instanceA.get('racing-render', fetchCtx(['vst:properties']))).toBeNull(); // the render starts
    await new Promise((resolve) => setTimeout(resolve, 5));
    await instanceB.revalidateTag('vst:properties'); // an owner's edit lands meanwhile
    await new Promise((resolve) => setTimeout(resolve, 5));
    await instanceA.set('racing-render', listing('old price'), fetchCtx(['vst:properties'])); // and it ends
    expect(await instanceB.get('racing-render', fetchCtx(['vst:properties']))).toBeNull();
    // The next render reads after the edit: kept.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await instanceB.set('racing-render', listing('new price'), fetchCtx(['vst:properties']));
    expect((await instanceA.get('racing-render', fetchCtx(['vst:properties'])))?.value).toEqual(listing('new price'));
  });

  test('a tag the request adds (soft tags of the path) expires the entry too', async () => {
    await instanceA.set('soft', { kind: 'FETCH', data: { body: '1' }, revalidate: 60 }, fetchCtx([]));
    await instanceB.revalidateTag('_N_T_/listings');
    expect(await instanceA.get('soft', { kind: 'FETCH', tags: [], softTags: ['_N_T_/listings'] })).toBeNull();
    expect(await instanceA.get('soft', { kind: 'FETCH', tags: [], softTags: ['_N_T_/other'] })).not.toBeNull();
  });

  // Last: it stops the server and starts it again.
  test('Redis away during a write: reads miss, and the expiry is written when Redis is back, so the page cached before is not served', async () => {
    await instanceA.set('/property/9', page('<p>NGN 9</p>', 9), { cacheControl: { revalidate: 60, expire: 300 } });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await server.stop(); // its data is saved: it comes back with the entry, as after a network outage
      await until('the handler sees Redis gone', () => handlerConnection()?.status !== 'ready');

      // The owner's edit lands on this instance while Redis is away.
      await instanceA.revalidateTag('vst:property:9');
      expect(logged.mock.calls.flat().join(' ')).toMatch(/could not expire vst:property:9 in Redis/);
      // Reads are misses and stores are dropped (neither throws nor queues behind the reconnect).
      expect(await instanceB.get('/property/9', { kind: 'APP_PAGE' })).toBeNull();
      await instanceB.set('/property/9', page('<p>NGN 10</p>', 9), { cacheControl: { revalidate: 60, expire: 300 } });

      server = await startRedisServer(port, { keepDataIn: dataFolder });
      const direct = instanceConnection(port);
      await direct.connect();
      // The entry cached before the edit survived; the edit's expiry reaches Redis once it answers.
      expect(await direct.hget('nh:cache:/property/9', 'm')).not.toBeNull();
      await until('the pending expiry is written', async () => (await direct.get('nh:tag:vst:property:9')) !== null);
      expect(await instanceB.get('/property/9', { kind: 'APP_PAGE' })).toBeNull();
    } finally {
      jest.restoreAllMocks();
    }
  });
});
