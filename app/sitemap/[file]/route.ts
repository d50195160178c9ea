import { sitemapFileXml } from '../site-urls';
import { parseSitemapFileName, xmlResponse } from '../sitemap-files';

// Rendered per request (never at build, when the provider may be down); the provider's answers it
// reads are cached for an hour (site-urls.ts), so a request costs little.
export const dynamic = 'force-dynamic';

/** `/sitemap/{kind}-{n}.xml`: one file of a split sitemap (listed by /sitemap.xml when there are several). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const file = parseSitemapFileName((await params).file);
  const xml = file && (await sitemapFileXml(file));
  // A crawler told "gone" would drop the file's URLs; told "later", it keeps them and comes back.
  if (xml === 'unavailable') return new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': '300', 'Cache-Control': 'no-store' } });
  if (!xml) return new Response('Not found', { status: 404 });
  return xmlResponse(xml);
}
