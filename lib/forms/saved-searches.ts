/**
 * The saved-search forms: one schema per call, shared by the browser's forms and the
 * BFF's forwarder (server/vst/operations/saved-searches.ts), which checks the same body before the
 * provider sees it. The limits are the provider's (docs/provider-contract.md).
 */
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { SAVED_SEARCH_NAME_MAX, savedSearchText } from '@/lib/messages/saved-searches';
import { alertFrequencySchema } from '@/lib/vst/saved-searches';

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

/** `POST profile/savedSearches`: the name typed, the listing's query, the alerts chosen. */
export const saveSearchSchema = z.object({
  name: savedSearchNameSchema,
  query: z.string().min(1, messages.invalidRequest).max(QUERY_MAX, messages.invalidRequest),
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
