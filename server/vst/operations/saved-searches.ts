import 'server-only';
import { deleteSavedSearchSchema, saveSearchSchema, unsubscribeSchema, updateSavedSearchSchema } from '@/lib/forms/saved-searches';
import { detailSchema } from '@/lib/vst/common';
import { savedSearchesResponseSchema, savedSearchResponseSchema, unsubscribeResponseSchema } from '@/lib/vst/saved-searches';
import { z } from 'zod';
import { post, type Operation } from '../operation-types';

/** A name, a 2000-character query and a frequency, with room for JSON's quoting. */
const SAVED_SEARCH_BODY_BYTES = 4 * 1024;

/**
 * Saved searches and their alerts (contract "Saved searches and alerts"). The provider
 * lets each user reach only their own searches. Unsubscribing needs no session: the alert e-mail's
 * signed token is the whole authority, and the forwarder's Origin check applies as to every POST.
 */
export function savedSearchOperations(): [string, Operation][] {
  return [
    ['profile/savedSearches', { method: 'GET', auth: 'required', query: z.object({}), response: savedSearchesResponseSchema }],
    ['profile/savedSearches', { ...post('required', saveSearchSchema, savedSearchResponseSchema, SAVED_SEARCH_BODY_BYTES), rateLimit: 'saveSearch' }],
    ['profile/savedSearches/update', post('required', updateSavedSearchSchema, savedSearchResponseSchema)],
    ['profile/savedSearches/delete', post('required', deleteSavedSearchSchema, detailSchema)],
    ['alerts/unsubscribe', post('none', unsubscribeSchema, unsubscribeResponseSchema)],
  ];
}
