/**
 * The staff console's decision forms (hide, restore, dismiss): one schema for the console's forms
 * (components/staff) and the BFF's forwarder. Every decision carries a reason for the audit log; a
 * hide's reason is also what the owner reads.
 */
import { z } from 'zod';
import { trustText } from '@/lib/messages/trust';

export const STAFF_REASON_MAX = 500;

export const staffDecisionSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: trustText.reasonRequired, abort: true })
    .max(STAFF_REASON_MAX, trustText.reasonTooLong(STAFF_REASON_MAX)),
});
export type StaffDecisionInput = z.input<typeof staffDecisionSchema>;

export const staffDecisionPayloadSchema = staffDecisionSchema.extend({ property_id: z.number().int().positive() });

export const staffActions = ['hide_listing', 'restore_listing', 'dismiss_reports', 'title_documents_seen', 'publish_listing', 'authority_letter_seen', 'authority_letter_refused'] as const;
export type StaffAction = (typeof staffActions)[number];

/** Each decision's call under /api/vst. */
export const staffActionPaths: Record<StaffAction, string> = {
  hide_listing: 'staff/hideListing',
  restore_listing: 'staff/restoreListing',
  dismiss_reports: 'staff/dismissReports',
  title_documents_seen: 'staff/titleDocumentsSeen',
  publish_listing: 'staff/publishListing',
  authority_letter_seen: 'staff/authorityLetterSeen',
  authority_letter_refused: 'staff/authorityLetterRefused',
};
