import 'server-only';
import { cacheTags } from '@/lib/vst/cache-tags';
import {
  confirmByLinkPayloadSchema,
  confirmByLinkResponseSchema,
  confirmListingPayloadSchema,
  listingChangeResponseSchema,
  listingStatusPayloadSchema,
} from '@/lib/vst/freshness';
import type { z } from 'zod';
import type { Operation } from '../operations';

const SMALL_JSON_BYTES = 1024;

/**
 * Listing freshness (contract "Listing freshness"): the owner confirms a listing or sets its status;
 * a reminder e-mail's signed token confirms without a session. Each changes what the cached listings
 * and property pages show (label, order, whether it is listed), so each expires the listings' tag,
 * which the property pages carry too.
 */
export function freshnessOperations(): [string, Operation][] {
  const post = (auth: 'none' | 'required', body: z.ZodType, response: z.ZodType): Operation => ({
    method: 'POST',
    auth,
    body,
    maxBodyBytes: SMALL_JSON_BYTES,
    response,
    expiresTags: [cacheTags.properties],
  });
  return [
    ['profile/confirmListing', post('required', confirmListingPayloadSchema, listingChangeResponseSchema)],
    ['profile/listingStatus', post('required', listingStatusPayloadSchema, listingChangeResponseSchema)],
    ['listings/confirm', post('none', confirmByLinkPayloadSchema, confirmByLinkResponseSchema)],
  ];
}
