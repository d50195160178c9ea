import 'server-only';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import { tipDetailResponseSchema, tipsResponseSchema } from '@/lib/vst/tips';
import { vstGet } from './client';

/** Tips and guides: public, cached by Next for a few minutes under the tips tag. */

export const TIPS_PER_PAGE = 9;

const tipsCache = { revalidate: revalidateSeconds.tips, tags: [cacheTags.tips] };

export function getTips({ page = 1, perPage = TIPS_PER_PAGE, query }: { page?: number; perPage?: number; query?: string }) {
  return vstGet('params/getTipsAndGuide', {
    query: { page, per_page: perPage, query },
    schema: tipsResponseSchema,
    ...tipsCache,
  });
}

/**
 * One article with its Recent and Related blocks. Metadata and page ask for the same URL, which Next's
 * fetch memoization answers once per render.
 */
export function getTipDetail(by: { slug: string } | { id: number }) {
  return vstGet('params/getTipDetail', { query: by, schema: tipDetailResponseSchema, ...tipsCache });
}
