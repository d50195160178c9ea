/**
 * Shapes of the enquiry inbox calls (contract: "Enquiry inbox", this contract's own extension). A
 * provider without them answers 404, and the site then has no inbox tab.
 */
import { z } from 'zod';
import { namedSchema, pageOf } from './common';

export const enquiryReplySchema = z.object({
  message: z.string(),
  date_created: z.string(),
  /** Kept until the visitor confirms their address, then e-mailed. */
  held: z.boolean(),
});

export const enquirySchema = z.object({
  id: z.number().int(),
  property: namedSchema,
  title: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  state: z.string(),
  date_created: z.string(),
  /** When the owner first answered; null while unanswered. */
  first_replied_at: z.string().nullable(),
  /** The visitor's address confirmed it asked: until then replies are held. */
  address_confirmed: z.boolean(),
  replies: z.array(enquiryReplySchema),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** `GET profile/enquiries`: the enquiries on the caller's listings, newest first. */
export const enquiriesResponseSchema = z.object({ enquiries: pageOf(enquirySchema) });

/** `POST profile/enquiries/reply` (201). */
export const enquiryReplyResponseSchema = z.object({ Detail: z.string(), reply: enquiryReplySchema });

/** The enquirer's acknowledgement link: `GET enquiries/byToken` shows, `POST enquiries/confirmByToken` confirms. */
export const enquiryTokenSchema = z.object({ token: z.string().min(1).max(200) });
const enquiryOfTokenSchema = z.object({ property: namedSchema, date_created: z.string(), address_confirmed: z.boolean() });
export const enquiryByTokenResponseSchema = z.object({ enquiry: enquiryOfTokenSchema });
export const enquiryConfirmedResponseSchema = z.object({ Detail: z.string(), enquiry: enquiryOfTokenSchema });

/** 404 without a token: the provider has no inbox (401 is its normal answer to a visitor). */
export const isEnquiryInboxMissing = (status: number) => status === 404;
