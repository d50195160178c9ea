import { listingBase } from '@/lib/listing/routes';

/**
 * The rent entry: one URL per view, so visitors and search engines are sent on to /properties/rent
 * with their query. A route handler, so the answer is a real 308 even before any page renders.
 */
export function GET(request: Request): Response {
  const { search } = new URL(request.url);
  return new Response(null, { status: 308, headers: { Location: `${listingBase.RENT}${search}` } });
}
