import { serverEnv } from '@/server/env';
import { allSiteEntries } from '../sitemap/site-urls';
import { renderSitemapIndex, renderUrlSet, sitemapFileCount, sitemapFilePath, xmlResponse } from '../sitemap/sitemap-files';

// Rendered per request (never at build, when the provider may be down); the provider pages it walks
// are cached for an hour (site-urls.ts), so a request costs little.
export const dynamic = 'force-dynamic';

/**
 * `/sitemap.xml`: every public URL in one file while they fit (50,000), otherwise a sitemap index of
 * `/sitemap/{n}.xml` files. (Next's `generateSitemaps` would leave `/sitemap.xml` itself empty.)
 */
export async function GET(): Promise<Response> {
  const entries = await allSiteEntries();
  const files = sitemapFileCount(entries.length);
  if (files === 1) return xmlResponse(renderUrlSet(entries));
  const fileUrls = Array.from({ length: files }, (_, index) => new URL(sitemapFilePath(index), serverEnv().appUrl).toString());
  return xmlResponse(renderSitemapIndex(fileUrls));
}
