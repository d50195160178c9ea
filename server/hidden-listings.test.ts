/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/proxy';
import FileCacheHandler from './file-cache-handler.mjs';
import { answerHiddenListingsInPageCache, forgetHiddenListings, isListingHidden } from './hidden-listings';
import { pageCacheHandler } from './page-cache-handler.mjs';

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  forgetHiddenListings();
});

const hidden = (ids: number[]) => fetchMock.mockImplementation(async () => Response.json({ ids }));

/** The page cache next.config names, on a folder of its own, as `next start` registers the 410 (instrumentation.ts). */
const { nodeFs } = jest.requireActual('next/dist/server/lib/node-fs-methods') as { nodeFs: object };
const serverDistDir = mkdtempSync(path.join(os.tmpdir(), 'nh-hidden-pages-'));
afterAll(() => rmSync(serverDistDir, { recursive: true, force: true }));
const pageCache = () => new (pageCacheHandler({}))({ fs: nodeFs, serverDistDir, flushToDisk: true, maxMemoryCacheSize: 10_000_000, revalidatedTags: [] }) as FileCacheHandler;
type PageEntry = { value: { kind: string; html: string; rscData: Buffer; status: number; headers: Record<string, string> } } | null;
const read = async (key: string) => (await pageCache().get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false })) as PageEntry;
const propertyPage = (id: string) => `/route-cache/APP_PAGE/5e6f/$/property/${id}`;
const cachedPage = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('0:[]'), segmentData: undefined, headers: {}, status: 200, postponed: undefined });

describe('a listing staff hid', () => {
  it('answers 410 with a short note at its page from the page cache, the page it held kept for a restore; other pages are the cache\'s', async () => {
    answerHiddenListingsInPageCache();
    hidden([23]);
    const context = { cacheControl: { revalidate: 300, expire: 600 }, isRoutePPREnabled: false, isFallback: false };
    // Both pages were cached before staff hid listing 23.
    await pageCache().set(propertyPage('23'), cachedPage('<h1>Flat in Yaba</h1>'), context);
    await pageCache().set(propertyPage('24'), cachedPage('<h1>Duplex in Lekki</h1>'), context);

    const gone = await read(propertyPage('23'));
    expect(gone!.value.status).toBe(410);
    expect(gone!.value.headers['x-robots-tag']).toBe('noindex');
    expect(gone!.value.html).toContain('<h1>This listing has been removed</h1>');
    expect(gone!.value.html).toContain('<html lang="en">');
    // The router's data request gets the same failing answer, so the browser loads the note.
    expect(String(gone!.value.rscData)).toBe(gone!.value.html);
    expect((await read(propertyPage('24')))!.value.html).toBe('<h1>Duplex in Lekki</h1>');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('http://127.0.0.1:4010/api/vst/property/hidden');
    // One question to the provider for both pages.
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Restored: the page the cache held is served again.
    hidden([]);
    forgetHiddenListings();
    expect((await read(propertyPage('23')))!.value.html).toBe('<h1>Flat in Yaba</h1>');
  });

  it('answers only a property page: not a view or a path that merely ends like one', async () => {
    answerHiddenListingsInPageCache();
    hidden([23]);
    for (const key of ['/route-cache/APP_PAGE/7a8b/$/views/compare/ids%3D23', '/route-cache/APP_ROUTE/7a8b/$/property/23', '/route-cache/APP_PAGE/7a8b/$/og/property/23', propertyPage('023')]) {
      expect([key, (await read(key))?.value.status]).toEqual([key, undefined]);
    }
  });

  it('runs no property page through proxy.ts (running it costs a cached page more than serving it)', () => {
    expect(unstable_doesMiddlewareMatch({ config, url: '/property/23' })).toBe(false);
  });

  it('asks again after this instance hid or restored one', async () => {
    hidden([]);
    expect(await isListingHidden(5)).toBe(false);
    hidden([5]);
    expect(await isListingHidden(5)).toBe(false);
    forgetHiddenListings();
    expect(await isListingHidden(5)).toBe(true);
  });

  it('hides nothing when the provider lacks the call, or is down', async () => {
    fetchMock.mockImplementation(async () => Response.json({ Detail: 'Not Found' }, { status: 404 }));
    expect(await isListingHidden(5)).toBe(false);
    forgetHiddenListings();
    fetchMock.mockImplementation(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await isListingHidden(5)).toBe(false);
  });
});
