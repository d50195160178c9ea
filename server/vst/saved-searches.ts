import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import { isSavedSearchesMissing, savedSearchesResponseSchema } from '@/lib/vst/saved-searches';
import { vstGet } from './client';
import { privateGet } from './dashboard';

const SAVED_SEARCHES = 'profile/savedSearches';

/** The signed-in user's saved searches, newest first (the dashboard's tab). */
export async function getSavedSearches() {
  const result = await privateGet(SAVED_SEARCHES, { schema: savedSearchesResponseSchema });
  return result.ok ? { ...result, data: result.data.saved_searches } : result;
}

/**
 * Whether the provider offers saved searches, asked without a user (so public, cacheable pages can
 * ask too) and kept as long as reference data: a provider gains or loses a call only on a deploy.
 */
export const savedSearchesOffered = unstable_cache(
  async (): Promise<boolean> => {
    const answer = await vstGet(SAVED_SEARCHES, { schema: savedSearchesResponseSchema });
    return !isSavedSearchesMissing(answer.status);
  },
  ['vst-saved-searches-offered'],
  { revalidate: revalidateSeconds.reference, tags: [cacheTags.reference] },
);
