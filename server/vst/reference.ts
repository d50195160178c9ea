import 'server-only';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import {
  bannerResponseSchema,
  referenceLists,
  type BannerPage,
  type ReferenceList,
  type ReferenceListName,
  type ReferenceListQuery,
} from '@/lib/vst/reference';
import type { VstResult } from './result';
import { vstGet } from './client';

/** Reference data: public, rarely changing, so cached by Next under one tag. */
export async function getReferenceList<Name extends ReferenceListName>(
  name: Name,
  query?: ReferenceListQuery<Name>,
): Promise<VstResult<ReferenceList<Name>>> {
  const list = referenceLists[name];
  const parsedQuery = list.query.parse(query ?? {});
  return vstGet(list.path, {
    query: parsedQuery,
    schema: list.response,
    revalidate: revalidateSeconds.reference,
    tags: [cacheTags.reference],
    // TypeScript cannot follow `Name` through the table lookup; the schema is the one for `Name`.
  }) as Promise<VstResult<ReferenceList<Name>>>;
}

export const getBanner = (page: BannerPage) =>
  vstGet(`banner/${page}`, {
    schema: bannerResponseSchema,
    revalidate: revalidateSeconds.reference,
    tags: [cacheTags.reference, cacheTags.banner(page)],
  });
