import { allSiteEntries } from '../site-urls';
import { parseSitemapFileName, renderUrlSet, sitemapFile, xmlResponse } from '../sitemap-files';

// Rendered per request (never at build, when the provider may be down); the provider pages it walks
// are cached for an hour (site-urls.ts), so a request costs little.
export const dynamic = 'force-dynamic';

/** `/sitemap/{n}.xml`: one file of a split sitemap (listed by /sitemap.xml when there are several). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const index = parseSitemapFileName((await params).file);
  const entries = index === null ? null : sitemapFile(await allSiteEntries(), index);
  if (!entries) return new Response('Not found', { status: 404 });
  return xmlResponse(renderUrlSet(entries));
}
