/** @jest-environment node */
import { fitsOneFile, parseSitemapFileName, renderSitemapIndex, renderUrlSet, sitemapFile, sitemapFileCount, sitemapFilePath, sitemapFiles } from './sitemap-files';

const entries = (count: number) => Array.from({ length: count }, (_, index) => ({ url: `https://example.com/property/${index + 1}` }));

describe('sitemap split', () => {
  it('keeps up to 50,000 URLs in one file', () => {
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFile(entries(50_000), 0)).toHaveLength(50_000);
    expect(sitemapFile(entries(50_000), 1)).toBeNull();
    expect(fitsOneFile({ pages: 30, properties: [{ range: 0, count: 49_000 }], advertisers: [{ range: 0, count: 970 }] })).toBe(true);
    expect(fitsOneFile({ pages: 30, properties: [{ range: 0, count: 49_000 }], advertisers: [{ range: 0, count: 971 }] })).toBe(false);
  });

  it('splits more than 50,000 URLs into files of 50,000, losing none', () => {
    const all = entries(120_001);
    expect(sitemapFileCount(all.length)).toBe(3);
    const files = [0, 1, 2].map((index) => sitemapFile(all, index) ?? []);
    expect(files.map((file) => file.length)).toEqual([50_000, 50_000, 20_001]);
    expect(files.flat()).toEqual(all);
    expect(files[1][0].url).toBe('https://example.com/property/50001');
    expect(sitemapFile(all, 3)).toBeNull();
    expect(sitemapFile(all, -1)).toBeNull();
  });

  it('lists the pages in slices, then one file per non-empty id range', () => {
    const counts = { pages: 5, properties: [{ range: 0, count: 2 }, { range: 3, count: 1 }], advertisers: [{ range: 1, count: 2 }] };
    expect(fitsOneFile(counts, 2)).toBe(false);
    expect(sitemapFiles(counts, 2).map(sitemapFilePath)).toEqual([
      '/sitemap/pages-0.xml', '/sitemap/pages-1.xml', '/sitemap/pages-2.xml',
      '/sitemap/properties-0.xml', '/sitemap/properties-3.xml',
      '/sitemap/advertisers-1.xml',
    ]);
    expect(sitemapFiles({ pages: 0, properties: [], advertisers: [] }).map(sitemapFilePath)).toEqual(['/sitemap/pages-0.xml']);
  });

  it('reads only the names it writes', () => {
    expect(parseSitemapFileName('properties-2.xml')).toEqual({ kind: 'properties', index: 2 });
    expect(parseSitemapFileName('pages-0.xml')).toEqual({ kind: 'pages', index: 0 });
    expect(parseSitemapFileName('advertisers-12.xml')).toEqual({ kind: 'advertisers', index: 12 });
    const refused = ['2.xml', 'x-1.xml', 'properties-2', '../properties-2.xml', 'properties-1.5.xml', 'properties--1.xml', 'properties-1234567.xml', 'constructor-1.xml', ''];
    expect(refused.map(parseSitemapFileName)).toEqual(refused.map(() => null));
  });
});

describe('sitemap XML', () => {
  it('escapes URLs and lists lastmod when known', () => {
    const xml = renderUrlSet([{ url: 'https://example.com/a?x=1&y=2', lastModified: '2026-11-22' }]);
    expect(xml).toContain('<loc>https://example.com/a?x=1&amp;y=2</loc><lastmod>2026-11-22</lastmod>');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it('renders an index of files', () => {
    expect(renderSitemapIndex(['https://example.com/sitemap/pages-0.xml'])).toContain('<sitemapindex');
  });
});
