/**
 * Shapes of the saved-search calls (contract: "Saved searches and alerts", this contract's own
 * addition). Request bodies are the schemas of lib/forms/saved-searches.ts.
 */
import { z } from 'zod';
import { detailSchema } from './common';

export const alertFrequencies = ['instant', 'daily', 'off'] as const;
export const alertFrequencySchema = z.enum(alertFrequencies);
export type AlertFrequency = z.infer<typeof alertFrequencySchema>;

export const savedSearchSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** The listings URL's query in the provider's filter names, e.g. `transaction_type=RENT&state_id=25`. */
  query: z.string(),
  frequency: alertFrequencySchema,
  date_created: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/**
 * Saved searches are this contract's own addition: a provider without them answers 404 for the
 * calls (docs/provider-contract.md), and the site then hides the feature instead of failing. Any
 * other answer means the calls are there: 401 without a token is their normal answer, and a provider
 * that is down now is not a provider without the calls.
 */
export const isSavedSearchesMissing = (status: number) => status === 404;

/**
 * Saving is refused with 403 when the account already keeps the provider's most searches
 * (docs/provider-contract.md); a signed-in user's save has no other reason to be forbidden.
 */
export const isSavedSearchCapReached = (status: number) => status === 403;

/** `GET profile/savedSearches`, newest first. */
export const savedSearchesResponseSchema = z.object({ saved_searches: z.array(savedSearchSchema) });

/** `POST profile/savedSearches` (201) and `profile/savedSearches/update`. */
export const savedSearchResponseSchema = detailSchema.extend({ saved_search: savedSearchSchema });
export type SavedSearchResponse = z.infer<typeof savedSearchResponseSchema>;

/** `POST alerts/unsubscribe`: only the name and the new frequency, as the caller holds no session. */
export const unsubscribeResponseSchema = detailSchema.extend({
  saved_search: z.object({ name: z.string(), frequency: alertFrequencySchema }),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
