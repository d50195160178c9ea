/**
 * The enquiry reply form: one schema shared by the dashboard's form and the BFF's forwarder
 * (server/vst/operations/enquiries.ts), which checks the same body before the provider sees it.
 */
import { z } from 'zod';
import { ENQUIRY_REPLY_MAX, enquiryText } from '@/lib/messages/enquiries';

/** The form's own field. */
export const enquiryReplyFormSchema = z.object({
  message: z
    .string(enquiryText.replyRequired)
    .trim()
    .min(1, { error: enquiryText.replyRequired, abort: true })
    .max(ENQUIRY_REPLY_MAX, enquiryText.replyTooLong),
});

/** `POST profile/enquiries/reply`: the enquiry answered, sent beside the message. */
export const enquiryReplySchema = enquiryReplyFormSchema.extend({ id: z.number().int().positive() });
