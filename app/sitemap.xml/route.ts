import { sitemapXml } from '../sitemap/site-urls';
import { xmlResponse } from '../sitemap/sitemap-files';

// Rendered per request (never at build, when the provider may be down); the provider's answers it
// reads are cached for an hour (site-urls.ts), so a request costs little.
export const dynamic = 'force-dynamic';

/**
 * `/sitemap.xml`: every public URL in one file while they fit (50,000), otherwise a sitemap index of
 * `/sitemap/{kind}-{n}.xml` files. (Next's `generateSitemaps` would leave `/sitemap.xml` itself empty.)
 */
export async function GET(): Promise<Response> {
  return xmlResponse(await sitemapXml());
}
