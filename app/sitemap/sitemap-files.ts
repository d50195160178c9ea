/**
 * Sitemap XML (sitemaps.org): one file holds at most 50,000 URLs; past that the URLs are split into
 * numbered files listed by a sitemap index. Pure functions, so the split is testable without a server.
 */
import { escapeMarkup } from '@/lib/escape-markup';

export const MAX_URLS_PER_SITEMAP = 50_000;

export type SitemapEntry = { url: string; lastModified?: string };

/** How many sitemap files `total` URLs need (at least one, so an empty site still has a sitemap). */
export function sitemapFileCount(total: number, perFile = MAX_URLS_PER_SITEMAP): number {
  return Math.max(1, Math.ceil(total / perFile));
}

/** The entries of file `index` (from 0), or null when there is no such file. */
export function sitemapFile<Entry>(entries: Entry[], index: number, perFile = MAX_URLS_PER_SITEMAP): Entry[] | null {
  if (!Number.isInteger(index) || index < 0 || index >= sitemapFileCount(entries.length, perFile)) return null;
  return entries.slice(index * perFile, (index + 1) * perFile);
}

/** The path of file `index` when split: `/sitemap/0.xml`, `/sitemap/1.xml`, ... */
export const sitemapFilePath = (index: number) => `/sitemap/${index}.xml`;

/** `3.xml` → 3; anything else → null. */
export function parseSitemapFileName(name: string): number | null {
  const match = /^(\d{1,6})\.xml$/.exec(name);
  return match ? Number(match[1]) : null;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function renderUrlSet(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ url, lastModified }) => `<url><loc>${escapeMarkup(url)}</loc>${lastModified ? `<lastmod>${escapeMarkup(lastModified)}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderSitemapIndex(fileUrls: string[]): string {
  const files = fileUrls.map((url) => `<sitemap><loc>${escapeMarkup(url)}</loc></sitemap>`);
  return `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${files.join('\n')}\n</sitemapindex>\n`;
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
