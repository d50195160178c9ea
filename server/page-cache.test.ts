/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import FileCacheHandler from './file-cache-handler.mjs';
import RedisCacheHandler from './redis-cache-handler.mjs';
import { installPageCache, keyingSignInViewsByNetworks } from './page-cache';

const HOST_CACHE_HANDLERS = Symbol.for('@next/cache-handlers');
type Host = typeof globalThis & { [HOST_CACHE_HANDLERS]?: Record<string, unknown> };
/** The handler class Next's incremental cache takes when next.config names none. */
const installed = () => (globalThis as Host)[HOST_CACHE_HANDLERS]?.FetchCache as (new (options: object) => object) | undefined;

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
    expect(installed()?.prototype).toBeInstanceOf(FileCacheHandler);
  });

  test('several instances (REDIS_URL): the shared cache in Redis, keeping what else the host set', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    const remote = { name: 'a use-cache handler' };
    (globalThis as Host)[HOST_CACHE_HANDLERS] = { RemoteCache: remote };
    await installPageCache();
    expect(installed()?.prototype).toBeInstanceOf(RedisCacheHandler);
    expect((globalThis as Host)[HOST_CACHE_HANDLERS]?.RemoteCache).toBe(remote);
  });
});

describe('the sign-in pages in the cache: a copy for each set of social networks offered', () => {
  // The file system Next hands its cache handler (next/dist/server/lib/incremental-cache/index.js).
  const { nodeFs } = jest.requireActual('next/dist/server/lib/node-fs-methods') as { nodeFs: object };
  const serverDistDir = mkdtempSync(path.join(os.tmpdir(), 'nh-page-cache-'));
  afterAll(() => rmSync(serverDistDir, { recursive: true, force: true }));
  /** Two servers started from one build (one cache folder), with other settings. */
  const serverOffering = (networks: string[]) =>
    new (keyingSignInViewsByNetworks(FileCacheHandler, networks))({ fs: nodeFs, serverDistDir, flushToDisk: true, maxMemoryCacheSize: 10_000_000, revalidatedTags: [] });
  const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('0:[]'), segmentData: undefined, headers: {}, status: 200, postponed: undefined });
  const pageContext = { cacheControl: { revalidate: 60, expire: 600 }, isRoutePPREnabled: false, isFallback: false };
  const read = { kind: 'APP_PAGE', isRoutePPREnabled: false };
  const htmlOf = async (handler: FileCacheHandler, key: string) => ((await handler.get(key, read))?.value as { html: string } | undefined)?.html;

  test("a server never serves the sign-in page another drew for its buttons; other pages are one copy", async () => {
    const withGoogle = serverOffering(['google']);
    const withNone = serverOffering([]);
    const login = '/route-cache/APP_PAGE/0a1b/$/views/login/-';
    const register = '/route-cache/APP_PAGE/2c3d/$/views/register/-';
    await withGoogle.set(login, page('<a>Continue with Google</a>'), pageContext);
    await withGoogle.set(register, page('<a>Sign up with Google</a>'), pageContext);
    expect(await htmlOf(withNone, login)).toBeUndefined();
    expect(await htmlOf(withNone, register)).toBeUndefined();
    expect(await htmlOf(withGoogle, login)).toBe('<a>Continue with Google</a>');
    expect(await htmlOf(serverOffering(['google']), register)).toBe('<a>Sign up with Google</a>');

    const home = '/route-cache/APP_PAGE/4e5f/$/views/home/-';
    await withGoogle.set(home, page('<h1>Home</h1>'), pageContext);
    expect(await htmlOf(withNone, home)).toBe('<h1>Home</h1>');
  });
});
