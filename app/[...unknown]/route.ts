import { messages } from '@/lib/messages';

/**
 * Every unknown path goes to the home page. A route handler rather than a page calling
 * redirect(): a page would render inside the root loading boundary, whose streamed shell fixes the
 * status at 200 and leaves the redirect to a meta refresh. Here it is a real 307 that crawlers and
 * scripts see. Real pages with a missing item use notFound() and app/not-found.tsx instead.
 * Unknown API paths are not pages: they get a JSON 404 (in the provider's `Detail` shape) so a
 * script calling a missing endpoint learns so instead of parsing the home page.
 */
type UnknownPathContext = { params: Promise<{ unknown: string[] }> };

export async function GET(_request: Request, { params }: UnknownPathContext): Promise<Response> {
  const [firstSegment] = (await params).unknown;
  if (firstSegment === 'api') {
    return Response.json({ Detail: messages.notFound }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(null, { status: 307, headers: { Location: '/', 'Cache-Control': 'no-store' } });
}
