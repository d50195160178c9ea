import 'server-only';
import { listingChangeTags } from '@/lib/vst/cache-tags';
import {
  confirmByLinkPayloadSchema,
  confirmByLinkResponseSchema,
  confirmListingPayloadSchema,
  listingChangeResponseSchema,
  listingStatusPayloadSchema,
} from '@/lib/vst/freshness';
import type { z } from 'zod';
import { SMALL_JSON_BYTES, type Operation } from '../operation-types';

/**
 * Listing freshness (contract "Listing freshness"): the owner confirms a listing or sets its status;
 * a reminder e-mail's signed token confirms without a session. Each expires what the provider says
 * readers will see change: the listing's page, the lists only when its place in them moved, nothing
 * for a repeat. Limited per user and client, as any owner's write to a listing.
 */
export function freshnessOperations(): [string, Operation][] {
  const post = (auth: 'none' | 'required', body: z.ZodType, response: typeof listingChangeResponseSchema | typeof confirmByLinkResponseSchema): Operation => ({
    method: 'POST',
    auth,
    rateLimit: 'listingWrite',
    body,
    maxBodyBytes: SMALL_JSON_BYTES,
    response,
    expiresTags: (answer) => {
      const { property, visible_change } = response.parse(answer);
      return listingChangeTags(property.id, visible_change);
    },
  });
  return [
    ['profile/confirmListing', post('required', confirmListingPayloadSchema, listingChangeResponseSchema)],
    ['profile/listingStatus', post('required', listingStatusPayloadSchema, listingChangeResponseSchema)],
    ['listings/confirm', post('none', confirmByLinkPayloadSchema, confirmByLinkResponseSchema)],
  ];
}
