import 'server-only';
import { townPricesPath } from '@/lib/fair-price/town-prices';
import { advertiserPath } from '@/lib/vst/advertiser-ref';
import { cacheTags } from '@/lib/vst/cache-tags';
import { allPropertiesResponseSchema } from '@/lib/vst/property';
import { serverEnv } from '@/server/env';
import { vstGet } from '@/server/vst/client';
import { getTips } from '@/server/vst/tips';
import { townsWithPrices } from '@/server/vst/town-prices';
import type { SitemapEntry } from './sitemap-files';

/** The largest pages the provider serves, so the walk takes as few calls as it can. */
const PROPERTIES_PER_PAGE = 48;
const TIPS_PER_PAGE = 30;
/** Search engines read sitemaps rarely; an hour-old list of properties is fresh enough. */
const SITEMAP_REVALIDATE_SECONDS = 3600;

/** Public pages that exist whatever the data. */
const FIXED_PATHS = ['/', '/properties', '/properties/buy', '/properties/rent', '/all_properties', '/tipsandguides', '/mortgage', '/sell', '/advert', '/advert/subscription', '/terms', '/privacy'];

/**
 * Every public URL: the fixed pages, every property and the profile of each advertiser with a listing
 * in search (none when the provider has no profiles), every article and every town price page that
 * gives a figure (none when the provider lacks them), absolute on APP_URL.
 */
export async function allSiteEntries(): Promise<SitemapEntry[]> {
  const absolute = (path: string) => new URL(path, serverEnv().appUrl).toString();
  const [properties, tips, towns] = await Promise.all([allPropertyEntries(), allTipEntries(), townsWithPrices()]);
  const townPages = towns.map((town) => ({ url: townPricesPath(town) }));
  return [...FIXED_PATHS.map((path) => ({ url: path })), ...properties, ...tips, ...townPages].map((entry) => ({ ...entry, url: absolute(entry.url) }));
}

/**
 * Walks `property/all` page by page; a failed page ends the walk with what was found (logged). Each
 * card names its advertiser, whose profile is listed once, after the properties.
 */
async function allPropertyEntries(): Promise<SitemapEntry[]> {
  const advertisers = new Map<number, string>();
  const properties = await walkPages(async (page) => {
    const result = await vstGet('property/all', {
      query: { page, per_page: PROPERTIES_PER_PAGE },
      schema: allPropertiesResponseSchema,
      revalidate: SITEMAP_REVALIDATE_SECONDS,
      tags: [cacheTags.properties, cacheTags.listings],
    });
    if (!result.ok) return null;
    const { data, meta } = result.data.properties;
    for (const { advertiser } of data) if (advertiser) advertisers.set(advertiser.id, advertiserPath(advertiser));
    return { entries: data.map((property) => ({ url: `/property/${property.id}`, lastModified: property.date_created })), lastPage: meta.last_page };
  });
  return [...properties, ...[...advertisers.values()].map((url) => ({ url }))];
}

async function allTipEntries(): Promise<SitemapEntry[]> {
  return walkPages(async (page) => {
    const result = await getTips({ page, perPage: TIPS_PER_PAGE });
    if (!result.ok) return null;
    const { data, meta } = result.data.tips_and_guides;
    return {
      entries: data.map((tip) => ({ url: `/tipsandguides/${encodeURIComponent(tip.slug)}`, lastModified: tip.date_posted })),
      lastPage: meta.last_page,
    };
  });
}

type Page = { entries: SitemapEntry[]; lastPage: number } | null;

async function walkPages(fetchPage: (page: number) => Promise<Page>): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage(page);
    if (!result) {
      console.error(`[sitemap] page ${page} could not be read; the sitemap is partial`);
      return entries;
    }
    entries.push(...result.entries);
    if (page >= result.lastPage) return entries;
  }
}
