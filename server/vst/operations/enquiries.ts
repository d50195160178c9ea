import 'server-only';
import { enquiryReplySchema } from '@/lib/forms/enquiries';
import { enquiryReplyResponseSchema } from '@/lib/vst/enquiries';
import type { Operation } from '../operation-types';

/** A 2000-character reply in JSON, with room for escaped characters. */
const REPLY_BODY_BYTES = 16 * 1024;

/**
 * The enquiry inbox's reply (contract "Enquiry inbox"); the dashboard reads the inbox on the server.
 * The provider lets each owner answer only the enquiries on their own listings (404 for any other).
 */
export function enquiryOperations(): [string, Operation][] {
  return [['profile/enquiries/reply', { method: 'POST', auth: 'required', body: enquiryReplySchema, maxBodyBytes: REPLY_BODY_BYTES, response: enquiryReplyResponseSchema }]];
}
