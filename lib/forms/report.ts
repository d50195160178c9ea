/**
 * Reporting a listing (contract extension `property/report`): one schema for the report dialog
 * (components/property-detail/ReportDialog.tsx) and the BFF's forwarder, which checks the same body
 * before the provider sees it.
 */
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { trustText } from '@/lib/messages/trust';

/** The reasons, in the dialog's order; their words are trustText.reasons. */
export const reportReasons = [
  'not_available',
  'different_property',
  'inspection_fee',
  'fees_above_limit',
  'photos_not_this_property',
  'scam_or_duplicate',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const REPORT_DETAILS_MAX = 1000;

export const reportListingSchema = z.object({
  reason: z.enum(reportReasons, { error: trustText.chooseReason }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, trustText.detailsTooLong(REPORT_DETAILS_MAX))
    .optional()
    .transform((value) => (value ? value : undefined)),
  // A signed-out reporter's address for the reference; a member's account address is used instead,
  // so the provider (which knows who is signed in) says when it is missing.
  email: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.email(messages.invalidEmail).optional()),
});
export type ReportListingInput = z.input<typeof reportListingSchema>;

/** What `property/report` receives: the form plus the listing. */
export const reportListingPayloadSchema = reportListingSchema.extend({ property_id: z.number().int().positive() });

/** The provider's answer: the reference the reporter quotes. */
export const reportListingResponseSchema = z.object({ Detail: z.string(), reference: z.string() });
export type ReportListingResponse = z.infer<typeof reportListingResponseSchema>;
