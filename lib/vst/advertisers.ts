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
  /** Enquiries and booking requests (not instant bookings) whose day to answer has passed, or that were answered. */
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

/** Extension "ratings": visitors' stars after held inspections, over the same period. */
export const ratingFiguresSchema = z.object({
  period_days: z.number().int().positive(),
  count: z.number().int().min(0),
  /** Fewer ratings than this give no average. */
  min_for_average: z.number().int().positive(),
  /** One decimal; null below `min_for_average` ratings. */
  average: z.number().min(1).max(5).nullable(),
  /** The latest comments, newest first: the visitor's first name and the month (`yyyy-MM`, Lagos) only. */
  comments: z.array(
    z.object({
      stars: z.number().int().min(1).max(5),
      comment: z.string(),
      month: z.string().regex(/^\d{4}-\d{2}$/),
      visitor_first_name: z.string(),
      /** Null for a listing search no longer shows (hidden, let, sold, unconfirmed): the rating counts, the link would not. */
      listing: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    }),
  ),
});
export type RatingFigures = z.infer<typeof ratingFiguresSchema>;

export const advertiserProfileSchema = advertiserRefSchema.extend({
  verified_as: verifiedKindSchema.nullable(),
  member_since: z.string(),
  listing_count: z.number().int().min(0),
  listings: z.array(propertyCardSchema),
  response: responseFiguresSchema,
  /** Absent on a provider without ratings: the profile then leaves the section out. */
  ratings: ratingFiguresSchema.optional(),
});
export type AdvertiserProfile = z.infer<typeof advertiserProfileSchema>;

/** `GET advertisers/profile?id=`. */
export const advertiserProfileResponseSchema = z.object({ advertiser: advertiserProfileSchema });
