/**
 * The saved-search forms: one schema per call, shared by the browser's forms and the
 * BFF's forwarder (server/vst/operations/saved-searches.ts), which checks the same body before the
 * provider sees it. The limits are the provider's (docs/provider-contract.md).
 */
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { SAVED_SEARCH_NAME_MAX, savedSearchText } from '@/lib/messages/saved-searches';
import { alertFrequencySchema } from '@/lib/vst/saved-searches';
import { livingFilters } from '@/lib/vst/living-facts';
import { transactionTypeSchema } from '@/lib/vst/property';
import { filterAmountSchema, filterIdSchema, INTEGER_MAX } from '@/lib/listing/filters';

const QUERY_MAX = 2000;
const TOKEN_MAX = 200;

const id = z.number().int().positive();

/** Trimmed, not empty, at most the provider's length. */
export const savedSearchNameSchema = z
  .string(savedSearchText.nameRequired)
  .trim()
  .min(1, { error: savedSearchText.nameRequired, abort: true })
  .max(SAVED_SEARCH_NAME_MAX, savedSearchText.nameTooLong)
  // Control characters and line breaks (Unicode's too): the name is part of an alert e-mail's Subject.
  .refine((name) => !/[\u0000-\u001f\u007f\u0085\u2028\u2029]/.test(name), savedSearchText.nameOneLine);

/** Alerts chosen when saving: instant or daily ('off' is chosen later, in the dashboard). */
export const newSearchFrequencies = ['instant', 'daily'] as const;

/**
 * The filters a saved query may name, each bounded by what the provider's database takes: the alert
 * and digest runs compare every saved search with the listings, so an id or a number too large for
 * its column must be refused here, not fail there. Other names (page, sort) are kept and ignored.
 */
const savedCount = z.coerce.number().int().min(0).max(INTEGER_MAX).optional();
const savedFlag = z.enum(['0', '1', 'true', 'false']).optional();
const savedQueryFilters = z.object({
  transaction_type: transactionTypeSchema.optional(),
  property_type_id: filterIdSchema.optional(),
  property_category_id: filterIdSchema.optional(),
  state_id: filterIdSchema.optional(),
  min_price: filterAmountSchema.optional(),
  max_price: filterAmountSchema.optional(),
  no_bedroom: savedCount,
  no_bathroom: savedCount,
  no_toilet: savedCount,
  no_car_parking: savedCount,
  verified_only: savedFlag,
  responsive_only: savedFlag,
  ...Object.fromEntries(livingFilters.map((name) => [name, savedFlag])),
});

const savedQuerySchema = z
  .string()
  .min(1, messages.invalidRequest)
  .max(QUERY_MAX, messages.invalidRequest)
  .refine((query) => savedQueryFilters.safeParse(Object.fromEntries(new URLSearchParams(query.replace(/^\?/, '')))).success, savedSearchText.queryOutOfRange);

/** `POST profile/savedSearches`: the name typed, the listing's query, the alerts chosen. */
export const saveSearchSchema = z.object({
  name: savedSearchNameSchema,
  query: savedQuerySchema,
  frequency: z.enum(newSearchFrequencies, messages.required),
});
/** The save dialog's fields; the listing's query is sent beside them. */
export const saveSearchFormSchema = saveSearchSchema.pick({ name: true, frequency: true });

/** The dashboard's inline rename form. */
export const renameSearchSchema = z.object({ name: savedSearchNameSchema });

/** `POST profile/savedSearches/update`: a new name, a new frequency, or both. */
export const updateSavedSearchSchema = z
  .object({ id, name: savedSearchNameSchema.optional(), frequency: alertFrequencySchema.optional() })
  .refine((body) => body.name !== undefined || body.frequency !== undefined, messages.invalidRequest);

/** `POST profile/savedSearches/delete` */
export const deleteSavedSearchSchema = z.object({ id });

/** `POST alerts/unsubscribe`: the token of the alert e-mail's link; no session needed. */
export const unsubscribeSchema = z.object({ token: z.string().trim().min(1, messages.invalidRequest).max(TOKEN_MAX, messages.invalidRequest) });
