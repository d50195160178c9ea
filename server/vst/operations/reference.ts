import 'server-only';
import { z } from 'zod';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import { bannerPages, bannerResponseSchema, referenceLists } from '@/lib/vst/reference';
import type { Operation } from '../operation-types';

/** The reference lists (states, towns, property types…) and the pages' banners: public, cached, rarely changed. */
export function referenceOperations(): [string, Operation][] {
  const lists = Object.values(referenceLists).map((list): [string, Operation] => [
    list.path,
    {
      method: 'GET',
      auth: 'none',
      query: list.query,
      response: list.response,
      cache: { revalidate: revalidateSeconds.reference, tags: [cacheTags.reference] },
    },
  ]);
  const banners = bannerPages.map((page): [string, Operation] => [
    `banner/${page}`,
    {
      method: 'GET',
      auth: 'none',
      query: z.object({}),
      response: bannerResponseSchema,
      cache: { revalidate: revalidateSeconds.reference, tags: [cacheTags.reference, cacheTags.banner(page)] },
    },
  ]);
  return [...lists, ...banners];
}
