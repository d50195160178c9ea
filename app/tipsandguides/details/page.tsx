import { notFound, permanentRedirect } from 'next/navigation';
import { tipPath } from '@/components/tips/tipPath';
import { tipDetailQuerySchema } from '@/lib/vst/tips';
import { getTipDetail } from '@/server/vst/tips';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The spec's details page (`/tipsandguides/details?id=N` or `?slug=`) lives on as a permanent
 * redirect to the article's own URL, so old links and bookmarks keep working.
 */
export default async function TipDetailsRedirect({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const query = tipDetailQuerySchema.safeParse(
    params.id !== undefined ? { id: first(params.id) } : { slug: first(params.slug) },
  );
  if (!query.success) notFound();
  const result = await getTipDetail(query.data);
  if (!result.ok) {
    if (result.status === 404 || result.status === 422) notFound();
    throw new Error(result.detail);
  }
  permanentRedirect(tipPath(result.data.tip));
}
