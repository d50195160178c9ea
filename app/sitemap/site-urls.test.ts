/** @jest-environment node */
import { sitemapFileXml, sitemapXml } from './site-urls';
import { parseSitemapFileName } from './sitemap-files';

/**
 * A provider with a few listings, answering the sitemap's calls as the provider's routes/sitemap.ts
 * does, so the files can be split at a small size: the split must lose no URL and read no listing
 * for the index.
 */
const LISTED = [1, 2, 5, 9, 10];
const OWNERS = [{ id: 3, name: 'Ada Obi', slug: 'ada-obi' }, { id: 7, name: 'Tunde Bello', slug: 'tunde-bello' }];
const APP = 'http://localhost:3000';

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
let failing: string | null = null;
beforeEach(() => {
  failing = null;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => fakeProvider(new URL(url)));
});

const inRange = (id: number, range: number, size: number) => id > range * size && id <= (range + 1) * size;
function rangesOf(ids: number[], size: number) {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(Math.floor((id - 1) / size), (counts.get(Math.floor((id - 1) / size)) ?? 0) + 1);
  return [...counts].map(([range, count]) => ({ range, count }));
}

function fakeProvider(url: URL): Response {
  const operation = url.pathname.replace('/api/vst/', '');
  if (operation === failing) return Response.json({ Detail: 'Server Error' }, { status: 500 });
  const size = Number(url.searchParams.get('size'));
  const range = Number(url.searchParams.get('range'));
  switch (operation) {
    case 'sitemap/ranges':
      return Response.json({ size, properties: rangesOf(LISTED, size), advertisers: rangesOf(OWNERS.map((owner) => owner.id), size) });
    case 'sitemap/properties':
      return Response.json({ properties: LISTED.filter((id) => inRange(id, range, size)).map((id) => ({ id, date_created: `2026-11-0${id % 9}T10:00:00.000Z` })) });
    case 'sitemap/advertisers':
      return Response.json({ advertisers: OWNERS.filter((owner) => inRange(owner.id, range, size)) });
    case 'params/getTipsAndGuide':
      return Response.json({
        tips_and_guides: {
          data: [{ id: 1, slug: 'buying-land', title: 'Buying land', excerpt: '', body: '', image_link: '', date_posted: '2026-10-01', posted_by: { name: 'Staff' }, read_minutes: 3 }],
          meta: { current_page: 1, last_page: 1, per_page: 30, from: 1, to: 1, total: 1 },
        },
      });
    default:
      return Response.json({ Detail: 'Not Found' }, { status: 404 });
  }
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const called = () => fetchMock.mock.calls.map(([url]) => new URL(url).pathname.replace('/api/vst/', ''));

describe('the sitemap at a small file size', () => {
  it('is one file of every public URL while they fit', async () => {
    const urls = locs(await sitemapXml());
    expect(urls).toEqual(expect.arrayContaining([`${APP}/`, `${APP}/tipsandguides/buying-land`, `${APP}/property/9`, `${APP}/advertisers/7-tunde-bello`]));
    expect(urls).toHaveLength(12 + 1 + LISTED.length + OWNERS.length);
  });

  it('past the size, the index reads only the counts, and its files hold every URL once, none over the size', async () => {
    const everything = locs(await sitemapXml());
    fetchMock.mockClear();

    const index = await sitemapXml(4);
    expect(index).toContain('<sitemapindex');
    expect(called()).not.toContain('sitemap/properties');
    expect(called()).not.toContain('sitemap/advertisers');
    const files = locs(index);
    expect(files).toEqual([
      `${APP}/sitemap/pages-0.xml`, `${APP}/sitemap/pages-1.xml`, `${APP}/sitemap/pages-2.xml`, `${APP}/sitemap/pages-3.xml`,
      `${APP}/sitemap/properties-0.xml`, `${APP}/sitemap/properties-1.xml`, `${APP}/sitemap/properties-2.xml`,
      `${APP}/sitemap/advertisers-0.xml`, `${APP}/sitemap/advertisers-1.xml`,
    ]);

    const contents = await Promise.all(files.map(async (file) => locs((await sitemapFileXml(parseSitemapFileName(file.split('/').at(-1)!)!, 4)) as string)));
    for (const urls of contents) expect(urls.length).toBeLessThanOrEqual(4);
    expect(contents.flat().sort()).toEqual([...everything].sort());
  });

  it('a file of no URLs is not found; one the provider could not read is unavailable, not empty', async () => {
    expect(await sitemapFileXml({ kind: 'properties', index: 7 }, 4)).toBeNull();
    expect(await sitemapFileXml({ kind: 'pages', index: 9 }, 4)).toBeNull();
    failing = 'sitemap/properties';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await sitemapFileXml({ kind: 'properties', index: 0 }, 4)).toBe('unavailable');
    failing = 'sitemap/ranges';
    expect(await sitemapFileXml({ kind: 'advertisers', index: 0 }, 4)).toBe('unavailable');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('a file the index does not list is not found without asking the provider for its range', async () => {
    // A crawler or anyone else walking made-up numbers: each would be a provider call and a cache entry.
    for (const index of [3, 41, 999_999]) {
      expect(await sitemapFileXml({ kind: 'properties', index }, 4)).toBeNull();
      expect(await sitemapFileXml({ kind: 'advertisers', index }, 4)).toBeNull();
    }
    expect(called()).not.toContain('sitemap/properties');
    expect(called()).not.toContain('sitemap/advertisers');
  });
});
