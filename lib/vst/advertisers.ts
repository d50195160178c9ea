/**
 * Shapes of the advertiser profile call (contract "Advertiser profiles", this contract's own
 * extension). A provider without it answers 404: no profile pages, and cards link nowhere new.
 */
import { z } from 'zod';
import { advertiserRefSchema } from './advertiser-ref';
import { propertyCardSchema } from './property';
import { verifiedKindSchema } from './verification';

export const responseFiguresSchema = z.object({
  period_days: z.number().int().positive(),
  /** Enquiries whose day to answer has passed, or that were answered. */
  requests: z.number().int().min(0),
  answered_within_day: z.number().int().min(0),
  /** The median time to the first reply of those answered; null when none was. */
  median_reply_minutes: z.number().int().min(0).nullable(),
  responsive: z.boolean(),
  /** Extension "Inspection bookings": inspections held in the period, and those whose visitor said nobody came; absent on a provider without bookings. */
  viewings_held: z.number().int().min(0).optional(),
  advertiser_absent: z.number().int().min(0).optional(),
});
export type ResponseFigures = z.infer<typeof responseFiguresSchema>;

export const advertiserProfileSchema = advertiserRefSchema.extend({
  verified_as: verifiedKindSchema.nullable(),
  member_since: z.string(),
  listing_count: z.number().int().min(0),
  listings: z.array(propertyCardSchema),
  response: responseFiguresSchema,
});
export type AdvertiserProfile = z.infer<typeof advertiserProfileSchema>;

/** `GET advertisers/profile?id=`. */
export const advertiserProfileResponseSchema = z.object({ advertiser: advertiserProfileSchema });
