import 'server-only';
import { enquiryReplySchema } from '@/lib/forms/enquiries';
import { enquiryByTokenResponseSchema, enquiryConfirmedResponseSchema, enquiryReplyResponseSchema, enquiryTokenSchema } from '@/lib/vst/enquiries';
import { SMALL_JSON_BYTES, type Operation } from '../operation-types';

/** A 2000-character reply in JSON, with room for escaped characters. */
const REPLY_BODY_BYTES = 16 * 1024;

/**
 * The enquiry inbox's reply (contract "Enquiry inbox"); the dashboard reads the inbox on the server.
 * The provider lets each owner answer only the enquiries on their own listings (404 for any other).
 */
export function enquiryOperations(): [string, Operation][] {
  return [
    ['profile/enquiries/reply', { method: 'POST', auth: 'required', body: enquiryReplySchema, maxBodyBytes: REPLY_BODY_BYTES, response: enquiryReplyResponseSchema }],
    // The enquirer's acknowledgement link, without a session: the signed token is the only authority.
    // No limit of its own: a token confirms one enquiry, and its held replies are mailed once.
    ['enquiries/byToken', { method: 'GET', auth: 'none', query: enquiryTokenSchema, response: enquiryByTokenResponseSchema }],
    ['enquiries/confirmByToken', { method: 'POST', auth: 'none', body: enquiryTokenSchema, maxBodyBytes: SMALL_JSON_BYTES, response: enquiryConfirmedResponseSchema }],
  ];
}
