import 'server-only';
import { townPricesPath } from '@/lib/fair-price/town-prices';
import { advertiserPath } from '@/lib/vst/advertiser-ref';
import { cacheTags } from '@/lib/vst/cache-tags';
import { sitemapAdvertisersResponseSchema, sitemapPropertiesResponseSchema, sitemapRangesResponseSchema, type RangeCount } from '@/lib/vst/sitemap';
import { serverEnv } from '@/server/env';
import { isExtensionMissing, vstGet } from '@/server/vst/client';
import { getTips } from '@/server/vst/tips';
import { townsWithPrices } from '@/server/vst/town-prices';
import {
  fitsOneFile,
  MAX_URLS_PER_SITEMAP,
  renderSitemapIndex,
  renderUrlSet,
  sitemapFile,
  sitemapFilePath,
  sitemapFiles,
  type SitemapEntry,
  type SitemapFileRef,
} from './sitemap-files';

const TIPS_PER_PAGE = 30;
/** Search engines read sitemaps rarely; an hour-old list of properties is fresh enough. */
const SITEMAP_REVALIDATE_SECONDS = 3600;
const cached = { revalidate: SITEMAP_REVALIDATE_SECONDS, tags: [cacheTags.properties, cacheTags.listings] };

/** Public pages that exist whatever the data. */
const FIXED_PATHS = ['/', '/properties', '/properties/buy', '/properties/rent', '/all_properties', '/tipsandguides', '/mortgage', '/sell', '/advert', '/advert/subscription', '/terms', '/privacy'];

const absolute = (path: string) => new URL(path, serverEnv().appUrl).toString();

/**
 * `/sitemap.xml`: every public URL in one file while they fit, otherwise an index of the files
 * (sitemap-files.ts). The index reads only the counts of the provider's id ranges, never the listings.
 */
export async function sitemapXml(perFile = MAX_URLS_PER_SITEMAP): Promise<string> {
  const [pages, ranges] = await Promise.all([pageEntries(), rangeCounts(perFile)]);
  const counts = { pages: pages.length, ...(ranges ?? NO_RANGES) };
  const files = sitemapFiles(counts, perFile);
  if (!fitsOneFile(counts, perFile)) return renderSitemapIndex(files.map((file) => absolute(sitemapFilePath(file))));
  const ranged = await Promise.all(files.filter((file) => file.kind !== 'pages').map((file) => rangeEntries(file, perFile)));
  return renderUrlSet([...pages, ...ranged.flatMap((entries) => entries ?? [])]);
}

/** One file of a split sitemap: its XML, null when there is no such file, 'unavailable' when the provider failed. */
export async function sitemapFileXml(file: SitemapFileRef, perFile = MAX_URLS_PER_SITEMAP): Promise<string | null | 'unavailable'> {
  const entries = file.kind === 'pages' ? sitemapFile(await pageEntries(), file.index, perFile) : await listedRangeEntries(file, perFile);
  if (entries === undefined) return 'unavailable';
  return entries && entries.length > 0 ? renderUrlSet(entries) : null;
}

/** The fixed pages, every article and every town price page that gives a figure (none when the provider lacks them). */
async function pageEntries(): Promise<SitemapEntry[]> {
  const [tips, towns] = await Promise.all([allTipEntries(), townsWithPrices()]);
  const townPages = towns.map((town) => ({ url: townPricesPath(town) }));
  return [...FIXED_PATHS.map((path) => ({ url: path })), ...tips, ...townPages].map((entry) => ({ ...entry, url: absolute(entry.url) }));
}

type Ranges = { properties: RangeCount[]; advertisers: RangeCount[] };
const NO_RANGES: Ranges = { properties: [], advertisers: [] };

/** The non-empty id ranges of listed properties and of their advertisers; none from a provider without the extension, undefined when it failed. */
async function rangeCounts(perFile: number): Promise<Ranges | undefined> {
  const result = await vstGet('sitemap/ranges', { query: { size: perFile }, schema: sitemapRangesResponseSchema, ...cached });
  if (result.ok) return { properties: result.data.properties, advertisers: result.data.advertisers };
  if (isExtensionMissing(result.status)) return NO_RANGES;
  console.error(`[sitemap] the ranges could not be read (${result.status}); the sitemap lists no properties`);
  return undefined;
}

/**
 * A file of the index's ranges (null for any other number, undefined when the provider failed): a
 * made-up number would otherwise cost a provider call and a cache entry of its own each.
 */
async function listedRangeEntries(file: SitemapFileRef, perFile: number): Promise<SitemapEntry[] | null | undefined> {
  const ranges = await rangeCounts(perFile);
  if (!ranges) return undefined;
  const listed = file.kind === 'advertisers' ? ranges.advertisers : ranges.properties;
  return listed.some(({ range }) => range === file.index) ? rangeEntries(file, perFile) : null;
}

/** The URLs of one id range (a property's page, or an advertiser's profile); undefined when the provider failed. */
async function rangeEntries({ kind, index }: SitemapFileRef, perFile: number): Promise<SitemapEntry[] | undefined> {
  const query = { range: index, size: perFile };
  if (kind === 'advertisers') {
    const result = await vstGet('sitemap/advertisers', { query, schema: sitemapAdvertisersResponseSchema, ...cached });
    if (result.ok) return result.data.advertisers.map((advertiser) => ({ url: absolute(advertiserPath(advertiser)) }));
    console.error(`[sitemap] advertisers of range ${index} could not be read (${result.status})`);
    return undefined;
  }
  const result = await vstGet('sitemap/properties', { query, schema: sitemapPropertiesResponseSchema, ...cached });
  if (result.ok) return result.data.properties.map((property) => ({ url: absolute(`/property/${property.id}`), lastModified: property.date_created }));
  console.error(`[sitemap] properties of range ${index} could not be read (${result.status})`);
  return undefined;
}

async function allTipEntries(): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let page = 1; ; page += 1) {
    const result = await getTips({ page, perPage: TIPS_PER_PAGE });
    if (!result.ok) {
      console.error(`[sitemap] page ${page} of the articles could not be read; the sitemap is partial`);
      return entries;
    }
    const { data, meta } = result.data.tips_and_guides;
    entries.push(...data.map((tip) => ({ url: `/tipsandguides/${encodeURIComponent(tip.slug)}`, lastModified: tip.date_posted })));
    if (page >= meta.last_page) return entries;
  }
}
