/**
 * Sitemap XML (sitemaps.org): one file holds at most 50,000 URLs; past that the URLs are split into
 * files listed by a sitemap index. Pure functions, so the split is testable without a server.
 *
 * The files are of three kinds: `pages-{n}` (the fixed pages, articles and town price pages, few
 * enough to read whole and slice), and `properties-{n}` and `advertisers-{n}`, each the id range `n`
 * the provider reads on its own (lib/vst/sitemap.ts): a range of `perFile` ids never holds more than
 * `perFile` URLs, and reading it costs the same however many listings there are.
 */
import { escapeMarkup } from '@/lib/escape-markup';
import type { RangeCount } from '@/lib/vst/sitemap';

export const MAX_URLS_PER_SITEMAP = 50_000;

export type SitemapEntry = { url: string; lastModified?: string };

export const SITEMAP_FILE_KINDS = ['pages', 'properties', 'advertisers'] as const;
export type SitemapFileRef = { kind: (typeof SITEMAP_FILE_KINDS)[number]; index: number };

/** What the index is made from: how many pages there are, and the provider's non-empty ranges. */
export type SitemapCounts = { pages: number; properties: RangeCount[]; advertisers: RangeCount[] };

/** How many sitemap files `total` URLs need (at least one, so an empty site still has a sitemap). */
export function sitemapFileCount(total: number, perFile = MAX_URLS_PER_SITEMAP): number {
  return Math.max(1, Math.ceil(total / perFile));
}

/** The entries of file `index` (from 0), or null when there is no such file. */
export function sitemapFile<Entry>(entries: Entry[], index: number, perFile = MAX_URLS_PER_SITEMAP): Entry[] | null {
  if (!Number.isInteger(index) || index < 0 || index >= sitemapFileCount(entries.length, perFile)) return null;
  return entries.slice(index * perFile, (index + 1) * perFile);
}

const totalOf = (ranges: RangeCount[]) => ranges.reduce((sum, { count }) => sum + count, 0);

/** Every URL fits one file: `/sitemap.xml` is that file rather than an index of one. */
export function fitsOneFile({ pages, properties, advertisers }: SitemapCounts, perFile = MAX_URLS_PER_SITEMAP): boolean {
  return pages + totalOf(properties) + totalOf(advertisers) <= perFile;
}

/** The files the index lists: the pages sliced by `perFile`, then one file per non-empty range. */
export function sitemapFiles({ pages, properties, advertisers }: SitemapCounts, perFile = MAX_URLS_PER_SITEMAP): SitemapFileRef[] {
  return [
    ...Array.from({ length: sitemapFileCount(pages, perFile) }, (_, index) => ({ kind: 'pages' as const, index })),
    ...properties.map(({ range }) => ({ kind: 'properties' as const, index: range })),
    ...advertisers.map(({ range }) => ({ kind: 'advertisers' as const, index: range })),
  ];
}

/** The path of a file: `/sitemap/pages-0.xml`, `/sitemap/properties-4.xml`, ... */
export const sitemapFilePath = ({ kind, index }: SitemapFileRef) => `/sitemap/${kind}-${index}.xml`;

/** `properties-3.xml` → that file; anything else → null. */
export function parseSitemapFileName(name: string): SitemapFileRef | null {
  const match = /^([a-z]+)-(\d{1,6})\.xml$/.exec(name);
  const kind = SITEMAP_FILE_KINDS.find((candidate) => candidate === match?.[1]);
  return match && kind ? { kind, index: Number(match[2]) } : null;
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
