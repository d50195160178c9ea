import 'server-only';
import { z } from 'zod';
import {
  confirmPhoneSchema,
  phoneCodeResponseSchema,
  sendPhoneCodeSchema,
  verificationRequestBodySchema,
  verificationRequestResponseSchema,
  verificationStatusResponseSchema,
} from '@/lib/vst/verification';
import type { Operation } from '../operations';

const SMALL_JSON_BYTES = 1024;

/**
 * A member's verification request (contract "Verified advertisers"): the provider acts on the
 * token's user only. Codes are limited by the provider per account and per number; the BFF's own
 * limit keeps a browser from reaching it in a loop.
 */
export function verificationOperations(): [string, Operation][] {
  return [
    ['verification/status', { method: 'GET', auth: 'required', query: z.object({}), response: verificationStatusResponseSchema }],
    ['verification/sendPhoneCode', { method: 'POST', auth: 'required', body: sendPhoneCodeSchema, maxBodyBytes: SMALL_JSON_BYTES, response: phoneCodeResponseSchema }],
    ['verification/confirmPhone', { method: 'POST', auth: 'required', body: confirmPhoneSchema, maxBodyBytes: SMALL_JSON_BYTES, response: phoneCodeResponseSchema }],
    ['verification/request', { method: 'POST', auth: 'required', body: verificationRequestBodySchema, maxBodyBytes: SMALL_JSON_BYTES, response: verificationRequestResponseSchema }],
  ];
}
