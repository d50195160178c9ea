/**
 * Shapes of the trust calls (contract: "Trust: reports and staff", this contract's own extension).
 * Request bodies are the schemas of lib/forms/report.ts and lib/forms/staff.ts.
 */
import { z } from 'zod';
import { reportReasons } from '@/lib/forms/report';
import { staffActions } from '@/lib/forms/staff';

/**
 * Reports are an extension: a provider without them answers 404 for `property/report`, and the site
 * then leaves "Report this listing" out. Any other answer (a failure included) is not a missing call.
 */
export const isReportsMissing = (status: number) => status === 404;

/** `GET property/report`: what the provider accepts. */
export const reportCapabilitiesSchema = z.object({ reasons: z.array(z.string()), details_max: z.number().int() });

const reportSchema = z.object({
  reference: z.string(),
  reason: z.enum(reportReasons).or(z.string()),
  details: z.string().nullable(),
  created_at: z.string(),
  /** A report the site filed for two visitors' "already let or sold" answers: when they answered. */
  answered_at: z.array(z.string()).optional(),
});

/** `GET staff/console` (staff only; 404 for anyone else). */
export const staffConsoleResponseSchema = z.object({
  /** Open reports grouped by listing, most reported first. */
  reports: z.array(
    z.object({
      property: z.object({ id: z.number().int(), name: z.string(), address: z.string(), hidden: z.boolean() }),
      open_count: z.number().int(),
      latest_at: z.string(),
      reports: z.array(reportSchema),
    }),
  ),
  hidden: z.array(z.object({ id: z.number().int(), name: z.string(), hidden_at: z.string(), hidden_reason: z.string() })),
  audit: z.array(
    z.object({
      id: z.number().int(),
      /** Kept after the staff account is deleted; absent from older providers. */
      staff_id: z.number().int().nullish(),
      staff_name: z.string(),
      action: z.enum([...staffActions, 'approve_verification', 'refuse_verification', 'revoke_verification']),
      property: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      /** The member a verification decision was about; absent from a provider without verification. */
      member: z.string().nullish(),
      /** The report references the action closed, as the row stored them. */
      reports: z.array(z.string()).default([]),
      reason: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type StaffConsole = z.infer<typeof staffConsoleResponseSchema>;

/** `GET property/hidden`: the listings staff hid, whose pages answer 410. */
export const hiddenListingsResponseSchema = z.object({ ids: z.array(z.number().int()) });
