/** @jest-environment node */
import { parseSitemapFileName, renderSitemapIndex, renderUrlSet, sitemapFile, sitemapFileCount } from './sitemap-files';

const entries = (count: number) => Array.from({ length: count }, (_, index) => ({ url: `https://example.com/property/${index + 1}` }));

describe('sitemap split', () => {
  it('keeps up to 50,000 URLs in one file', () => {
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFile(entries(50_000), 0)).toHaveLength(50_000);
    expect(sitemapFile(entries(50_000), 1)).toBeNull();
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

  it('reads only numbered file names', () => {
    expect(parseSitemapFileName('2.xml')).toBe(2);
    expect(['x.xml', '2', '../2.xml', '1.5.xml', ''].map(parseSitemapFileName)).toEqual([null, null, null, null, null]);
  });
});

describe('sitemap XML', () => {
  it('escapes URLs and lists lastmod when known', () => {
    const xml = renderUrlSet([{ url: 'https://example.com/a?x=1&y=2', lastModified: '2026-11-22' }]);
    expect(xml).toContain('<loc>https://example.com/a?x=1&amp;y=2</loc><lastmod>2026-11-22</lastmod>');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it('renders an index of files', () => {
    expect(renderSitemapIndex(['https://example.com/sitemap/0.xml'])).toContain('<sitemapindex');
  });
});
