import 'server-only';
import type { z } from 'zod';
import { allFilesRequired, listingResponseSchema, listingSchema, listingUploadRules, modifyListingSchema } from '@/lib/forms/listing';
import { toProviderListingBody } from '@/lib/listing-form/multipart';
import { listingChangeTags } from '@/lib/vst/cache-tags';
import type { Operation } from '../operation-types';

/**
 * The listing form, create and edit (components/listing-form); the provider enforces ownership of edits.
 * A save changes the listing's page and its card in the lists (its price above all), nothing else.
 */
export function listingFormOperations(): [string, Operation][] {
  const multipart = (body: z.ZodType<FormData>): Operation => ({
    method: 'POST',
    auth: 'required',
    rateLimit: 'listingWrite',
    multipart: listingUploadRules,
    body,
    response: listingResponseSchema,
    expiresTags: (answer) => listingChangeTags(listingResponseSchema.parse(answer).property.propertyID, 'listings'),
  });
  return [
    ['profile/submitListing', multipart(listingSchema(allFilesRequired).transform(toProviderListingBody))],
    ['profile/modifyProperty', multipart(modifyListingSchema.transform(toProviderListingBody))],
  ];
}
