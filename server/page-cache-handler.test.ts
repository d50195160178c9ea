/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { socialProviders } from '@/lib/forms/auth';
import { readServerEnv } from './env';
import FileCacheHandler from './file-cache-handler.mjs';
import PageCacheHandler, { keepingAnswersWithoutPageOut, keyingSignInViewsByNetworks, pageCacheHandler, socialSignInNetworks } from './page-cache-handler.mjs';
import RedisCacheHandler from './redis-cache-handler.mjs';

describe("the page cache next.config names as Next's cacheHandler", () => {
  test("one instance: Next's file cache, pages in ASCII", () => {
    expect(pageCacheHandler({}).prototype).toBeInstanceOf(FileCacheHandler);
    // The file's default export is the handler for the environment it was first imported in.
    expect(PageCacheHandler.prototype).toBeInstanceOf(FileCacheHandler);
  });

  test('several instances (REDIS_URL): the shared cache in Redis', () => {
    expect(pageCacheHandler({ REDIS_URL: 'redis://127.0.0.1:1' }).prototype).toBeInstanceOf(RedisCacheHandler);
  });

  test('offers the social networks server/env.ts offers, in the same order', () => {
    const settings = [
      {},
      { GOOGLE_CLIENT_ID: 'g' },
      { FACEBOOK_CLIENT_ID: 'f' },
      { GOOGLE_CLIENT_ID: ' ', FACEBOOK_CLIENT_ID: 'f' },
      { GOOGLE_CLIENT_ID: 'g', FACEBOOK_CLIENT_ID: 'f' },
      { SOCIAL_SIGN_IN_SANDBOX: 'true' },
      { SOCIAL_SIGN_IN_SANDBOX: '1' },
      { SOCIAL_SIGN_IN_SANDBOX: 'false', GOOGLE_CLIENT_ID: 'g' },
      { SOCIAL_SIGN_IN_SANDBOX: '0' },
    ];
    for (const setting of settings) {
      const routes = readServerEnv({ NODE_ENV: 'test', ...setting }).socialSignIn;
      const offered = socialProviders.filter((network) => routes[network] !== undefined);
      expect(socialSignInNetworks(setting)).toEqual(offered);
    }
    expect(socialSignInNetworks({ SOCIAL_SIGN_IN_SANDBOX: 'true' })).toEqual(['facebook', 'google']);
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

describe('404s and redirects in the cache: none of their own, so made-up URLs fill no entries', () => {
  const { nodeFs } = jest.requireActual('next/dist/server/lib/node-fs-methods') as { nodeFs: object };
  const serverDistDir = mkdtempSync(path.join(os.tmpdir(), 'nh-page-cache-'));
  afterAll(() => rmSync(serverDistDir, { recursive: true, force: true }));
  const Handler = keepingAnswersWithoutPageOut(FileCacheHandler);
  const handler = () => new Handler({ fs: nodeFs, serverDistDir, flushToDisk: true, maxMemoryCacheSize: 10_000_000, revalidatedTags: [] });
  const entry = (status: number, html = `<p>${status}</p>`) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('0:[]'), segmentData: undefined, headers: {}, status, postponed: undefined });
  const pageContext = { cacheControl: { revalidate: 60, expire: 600 }, isRoutePPREnabled: false, isFallback: false };
  const read = { kind: 'APP_PAGE', isRoutePPREnabled: false };
  const statusOf = async (cache: FileCacheHandler, key: string) => ((await cache.get(key, read))?.value as { status: number } | undefined)?.status;
  const key = (name: string) => `/route-cache/APP_PAGE/9a8b/$/views/properties/buy/${name}`;

  test('a page past the last (404) or a redirect, rendered on a miss, is not stored, by the handler next.config names too', async () => {
    const cache = new PageCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, maxMemoryCacheSize: 10_000_000, revalidatedTags: [] }) as FileCacheHandler;
    for (const [name, status] of [['page%3D9999', 404], ['state_id%3D999', 404], ['page_type%3Djunk', 307], ['page%3D2x', 308]] as const) {
      expect(await statusOf(cache, key(name))).toBeUndefined();
      await cache.set(key(name), entry(status), pageContext);
      expect(await statusOf(handler(), key(name))).toBeUndefined();
    }
  });

  test('a page stays cached; a 404 that replaces a page the cache held is stored, so the old page is not served stale', async () => {
    const cache = handler();
    await cache.set(key('page%3D2'), entry(200), pageContext);
    expect(await statusOf(cache, key('page%3D2'))).toBe(200);
    // The read found the entry (stale, say): the render that follows is a 404, kept in its place.
    await cache.set(key('page%3D2'), entry(404), pageContext);
    expect(await statusOf(handler(), key('page%3D2'))).toBe(404);
  });
});
