/**
 * Shapes of the verification calls (contract: "Verified advertisers", this contract's own extension).
 * A provider without them answers 404, and the site then hides the request, the badge and the filter.
 */
import { z } from 'zod';
import { fileLinkSchema } from './file-link';

export const verifiedKindSchema = z.enum(['owner', 'agent']);

export const verificationRequestSchema = z.object({
  id: z.number().int(),
  kind: verifiedKindSchema,
  /** `revoked`: staff withdrew the badge; `lapsed`: the member's name changed and a new request waits. */
  status: z.enum(['pending', 'approved', 'refused', 'revoked', 'lapsed']),
  /** Staff's reason for a refusal or a revocation. */
  reason: z.string().nullable(),
  /** Masked: `+234 *** *** 4567`. */
  phone: z.string(),
  cac_number: z.string().nullable(),
  lasrera_number: z.string().nullable(),
  date_created: z.string(),
  date_reviewed: z.string().nullable(),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

export const verificationStatusSchema = z.object({
  verified_as: verifiedKindSchema.nullable(),
  request: verificationRequestSchema.nullable(),
  phone_confirmed: z.string().nullable(),
  sms_available: z.boolean(),
  valid_id_link: fileLinkSchema.nullable(),
  lasrera_required: z.boolean(),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

export const verificationStatusResponseSchema = z.object({ verification: verificationStatusSchema });
export const phoneCodeResponseSchema = z.object({ Detail: z.string(), phone: z.string() });
export const verificationRequestResponseSchema = z.object({ Detail: z.string(), verification: verificationStatusSchema });

/** The BFF's bodies: checked before the provider is called (the provider checks them again). */
export const sendPhoneCodeSchema = z.object({ phone: z.string().trim().min(1).max(40) });
export const confirmPhoneSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/) });
export const verificationRequestBodySchema = z.object({
  kind: verifiedKindSchema,
  cac_number: z.string().trim().max(40).optional(),
  lasrera_number: z.string().trim().max(60).optional(),
});

/** 404 without a token: the provider has no such calls (401 is their normal answer to a visitor). */
export const isVerificationMissing = (status: number) => status === 404;

const staffMemberSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/**
 * `GET staff/verifications` (staff only; 404 for anyone else): the pending requests, oldest first, and
 * the verified members staff may revoke, newest first.
 */
export const staffVerificationsResponseSchema = z.object({
  verifications: z.array(
    z.object({
      id: z.number().int(),
      kind: verifiedKindSchema,
      member: staffMemberSchema,
      /** Set when a change of name sent a verified member back to review: the name staff had approved. */
      previous_name: z.string().nullish(),
      phone: z.string(),
      phone_confirmed_at: z.string(),
      cac_number: z.string().nullable(),
      lasrera_number: z.string().nullable(),
      valid_id_link: fileLinkSchema.nullable(),
      date_created: z.string(),
    }),
  ),
  /** Absent from a provider that cannot revoke: the console then lists no verified members. */
  verified: z.array(z.object({ id: z.number().int(), kind: verifiedKindSchema, member: staffMemberSchema, date_reviewed: z.string() })).default([]),
});
export type StaffVerifications = z.infer<typeof staffVerificationsResponseSchema>;
export type StaffVerification = StaffVerifications['verifications'][number];
export type VerifiedMember = StaffVerifications['verified'][number];

export const STAFF_REASON_MAX = 500;
export const approveVerificationSchema = z.object({ id: z.number().int().positive(), note: z.string().trim().max(STAFF_REASON_MAX).optional() });
/** A refusal or a revocation: the reason is what the member reads. */
export const verificationReasonSchema = z.object({ id: z.number().int().positive(), reason: z.string().trim().min(1).max(STAFF_REASON_MAX) });
export const staffVerificationDecisionResponseSchema = z.object({
  Detail: z.string(),
  verification: z.object({ id: z.number().int(), status: z.enum(['approved', 'refused', 'revoked']) }),
});
