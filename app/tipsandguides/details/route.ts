import { tipPath } from '@/components/tips/tipPath';
import { tipDetailQuerySchema } from '@/lib/vst/tips';
import { serverEnv } from '@/server/env';
import { getTipDetail } from '@/server/vst/tips';

/**
 * The old details page (`/tipsandguides/details?id=N` or `?slug=`) lives on as a permanent (308)
 * redirect to the article's own URL, so old links and bookmarks keep working. A route handler, not a
 * page: a page would stream behind the loading state and could only redirect with a meta refresh.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const id = params.get('id');
  const query = tipDetailQuerySchema.safeParse(id !== null ? { id } : { slug: params.get('slug') ?? '' });
  if (!query.success) return goTo('/tipsandguides', 307);
  const result = await getTipDetail(query.data);
  if (result.ok) return goTo(tipPath(result.data.tip), 308);
  // An unknown article sends the reader to the list; a provider failure is worth a retry later.
  if (result.status === 404 || result.status === 422) return goTo('/tipsandguides', 307);
  return new Response(null, { status: 503, headers: { 'Retry-After': '30' } });
}

function goTo(path: string, status: 307 | 308): Response {
  return Response.redirect(new URL(path, serverEnv().appUrl), status);
}
