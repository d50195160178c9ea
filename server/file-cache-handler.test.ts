/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type FileCacheHandler from './file-cache-handler.mjs';

// The upgrade test of file-cache-handler.mjs, which extends Next's default cache from an internal
// path: the handler is built the way `next start` builds it, by Next's own IncrementalCache with the
// file system and options it passes, so a moved module, another export or another default fails here.
const { nodeFs } = jest.requireActual('next/dist/server/lib/node-fs-methods') as { nodeFs: object };
const { IncrementalCache } = jest.requireActual('next/dist/server/lib/incremental-cache') as {
  IncrementalCache: new (options: object) => { cacheHandler: unknown };
};

/** Next's cache for a server running from `serverDistDir`, with `handler` as next.config's cacheHandler (Next's own when undefined). */
const nextCache = (serverDistDir: string, handler?: unknown) =>
  new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    minimalMode: false,
    serverDistDir,
    requestHeaders: {},
    maxMemoryCacheSize: 10_000_000,
    previewProps: { previewModeId: 'test', previewModeSigningKey: 'test', previewModeEncryptionKey: 'test' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
    CurCacheHandler: handler,
  });

const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('0:["naira ₦"]'),
  segmentData: undefined,
  headers: { 'x-next-cache-tags': 'vst:property:1' },
  status: 200,
  postponed: undefined,
});
const pageContext = { cacheControl: { revalidate: 60, expire: 600 }, isRoutePPREnabled: false, isFallback: false };

describe("the instance's page cache (Next's file-system cache, pages stored in ASCII)", () => {
  const serverDistDir = mkdtempSync(path.join(os.tmpdir(), 'nh-file-cache-'));
  let handler: FileCacheHandler;
  beforeAll(async () => {
    const { default: Handler } = await import('./file-cache-handler.mjs');
    handler = nextCache(serverDistDir, Handler).cacheHandler as FileCacheHandler;
  });
  afterAll(() => rmSync(serverDistDir, { recursive: true, force: true }));

  test("extends the cache Next itself uses when next.config names none", async () => {
    const { default: Handler } = await import('./file-cache-handler.mjs');
    expect(handler).toBeInstanceOf(Handler);
    expect(Object.getPrototypeOf(Handler)).toBe((nextCache(serverDistDir).cacheHandler as object).constructor);
  });

  test('a page stored at run time is read back with its HTML in ASCII and the rest as stored', async () => {
    await handler.set('/property/1', page('<p title="₦5">₦5 – sold</p>'), pageContext);

    const entry = await handler.get('/property/1', { kind: 'APP_PAGE', isRoutePPREnabled: false });
    const value = entry?.value as ReturnType<typeof page>;
    expect(value.html).toBe('<p title="&#8358;5">&#8358;5 &#8211; sold</p>');
    expect(value.rscData.toString()).toBe('0:["naira ₦"]');
    expect(value.headers).toEqual(page('').headers);
    // Rewritten once: the next hit is the same entry from Next's memory cache.
    expect(await handler.get('/property/1', { kind: 'APP_PAGE', isRoutePPREnabled: false })).toBe(entry);
  });

  test('a page prerendered at build (written to disk by Next itself) is read in ASCII too', async () => {
    const folder = path.join(serverDistDir, 'app');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'terms.html'), '<footer>© 2026 NaijaHomes</footer>');
    writeFileSync(path.join(folder, 'terms.meta'), JSON.stringify({ status: 200, headers: {} }));
    writeFileSync(path.join(folder, 'terms.rsc'), '0:["©"]');

    const entry = await handler.get('/terms', { kind: 'APP_PAGE', isRoutePPREnabled: false });
    expect((entry?.value as { html: string }).html).toBe('<footer>&#169; 2026 NaijaHomes</footer>');
  });

  test('entries that are not pages are read back as they were stored', async () => {
    const fetched = { kind: 'FETCH', data: { headers: {}, body: '"₦5"', status: 200, url: 'http://provider/x' }, revalidate: 60, tags: [] };
    await handler.set('fetch-key', fetched, { fetchCache: true, tags: [] });
    const entry = await handler.get('fetch-key', { kind: 'FETCH', tags: [], softTags: [] });
    expect(entry?.value).toEqual(fetched);
  });
});
