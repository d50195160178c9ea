import 'server-only';
import { z } from 'zod';
import { cacheTags } from '@/lib/vst/cache-tags';
import {
  approveVerificationSchema,
  confirmPhoneSchema,
  staffVerificationDecisionResponseSchema,
  staffVerificationsResponseSchema,
  phoneCodeResponseSchema,
  sendPhoneCodeSchema,
  verificationReasonSchema,
  verificationRequestBodySchema,
  verificationRequestResponseSchema,
  verificationStatusResponseSchema,
} from '@/lib/vst/verification';
import { SMALL_JSON_BYTES, type Operation } from '../operation-types';

/**
 * A member's verification request (contract "Verified advertisers"): the provider acts on the
 * token's user only. Codes are limited by the provider per account, number, client and day; the
 * BFF's own limits (`phoneCode`, `phoneConfirm`) keep a browser from reaching it in a loop.
 */
export function verificationOperations(): [string, Operation][] {
  const staffPost = (body: z.ZodType): Operation => ({
    method: 'POST',
    auth: 'required',
    staffOnly: true,
    body,
    maxBodyBytes: SMALL_JSON_BYTES * 2,
    response: staffVerificationDecisionResponseSchema,
    expiresTags: [cacheTags.properties],
  });
  return [
    ['verification/status', { method: 'GET', auth: 'required', query: z.object({}), response: verificationStatusResponseSchema }],
    [
      'verification/sendPhoneCode',
      { method: 'POST', auth: 'required', body: sendPhoneCodeSchema, maxBodyBytes: SMALL_JSON_BYTES, response: phoneCodeResponseSchema, rateLimit: 'phoneCode' },
    ],
    [
      'verification/confirmPhone',
      { method: 'POST', auth: 'required', body: confirmPhoneSchema, maxBodyBytes: SMALL_JSON_BYTES, response: phoneCodeResponseSchema, rateLimit: 'phoneConfirm' },
    ],
    ['verification/request', { method: 'POST', auth: 'required', body: verificationRequestBodySchema, maxBodyBytes: SMALL_JSON_BYTES, response: verificationRequestResponseSchema }],
    // Staff's decisions: an approval or a revocation changes every badge of the member's listings, so they expire the
    // properties tag, which every listing and property read carries.
    ['staff/verifications', { method: 'GET', auth: 'required', staffOnly: true, query: z.object({}), response: staffVerificationsResponseSchema }],
    ['staff/verifications/approve', staffPost(approveVerificationSchema)],
    ['staff/verifications/refuse', staffPost(verificationReasonSchema)],
    ['staff/verifications/revoke', staffPost(verificationReasonSchema)],
  ];
}
