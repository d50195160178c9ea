/**
 * Shapes of the inspection booking calls (contract: "Inspection bookings", this contract's own
 * extension). A provider without them answers `bookings/availability` with 404 (401 without a token
 * means they are there), and the site then shows no booking block, form or list.
 */
import { z } from 'zod';
import { detailSchema, inspectionSlotSchema } from './common';

export { inspectionSlotSchema, type InspectionSlot } from './common';

export const SLOT_LENGTHS = [15, 20, 30, 45, 60, 90, 120] as const;
export const BOOKING_REASON_MAX = 500;
export const BOOKING_STATUSES = ['requested', 'confirmed', 'declined', 'expired', 'cancelled', 'held'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const FEEDBACK_ANSWERS = ['as_described', 'different_from_listing', 'already_let_or_sold', 'advertiser_absent'] as const;
export type FeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number];

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/);
const id = z.number().int().positive();

/** One weekly stretch: `day` 0 = Sunday … 6 = Saturday, Lagos wall-clock times. */
export const weeklyHoursSchema = z.object({ day: z.number().int().min(0).max(6), from: time, to: time });

export const inspectionAvailabilitySchema = z.object({
  weekly_hours: z.array(weeklyHoursSchema),
  slot_minutes: z.number().int(),
  blocked_dates: z.array(z.string()),
  instant: z.boolean(),
  updated_at: z.string(),
});
export type InspectionAvailability = z.infer<typeof inspectionAvailabilitySchema>;

/** `GET bookings/availability` and the answer to saving it: the hours, and the listings with booking off. */
export const availabilityResponseSchema = z.object({ availability: inspectionAvailabilitySchema.nullable(), booking_off: z.array(z.number().int()) });
export const saveAvailabilityResponseSchema = availabilityResponseSchema.extend(detailSchema.shape);

export const saveAvailabilityPayloadSchema = z.object({
  weekly_hours: z.array(weeklyHoursSchema).max(21),
  slot_minutes: z.union(SLOT_LENGTHS.map((length) => z.literal(length))),
  blocked_dates: z.array(z.iso.date()).max(60),
  instant: z.boolean(),
});
export type SaveAvailabilityPayload = z.infer<typeof saveAvailabilityPayloadSchema>;

export const listingBookingPayloadSchema = z.object({ property_id: id, bookable: z.boolean() });
export const listingBookingResponseSchema = detailSchema.extend({ property_id: z.number().int(), bookable: z.boolean() });

/** `GET bookings/slots?property_id=`: open to visitors. `bookable` false: no block on the page. */
export const slotsQuerySchema = z.object({ property_id: z.coerce.number().int().positive() });
export const slotsResponseSchema = z.object({
  property_id: z.number().int(),
  bookable: z.boolean(),
  instant: z.boolean(),
  timezone: z.literal('Africa/Lagos'),
  slots: z.array(inspectionSlotSchema),
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

export const bookingSchema = z.object({
  id: z.number().int(),
  /** Which side the caller is. */
  side: z.enum(['visitor', 'advertiser']),
  property: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The visitor's number, +234 form, for the advertiser to call. */
  phone: z.string(),
  note: z.string().nullable(),
  visitor_name: z.string(),
  advertiser_name: z.string(),
  decline_reason: z.string().nullable(),
  offered_slot: inspectionSlotSchema.nullable(),
  cancelled_by: z.enum(['visitor', 'advertiser']).nullable(),
  requested_at: z.string(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  feedback: z.enum(FEEDBACK_ANSWERS).nullable(),
  /** The visitor may now say how it went. */
  feedback_due: z.boolean(),
  /** Extension "ratings" (absent from a provider without them): the advertiser, whose profile a rating changes. */
  advertiser_id: z.number().int().optional(),
  /** The visitor's own rating; null for the advertiser, who reads ratings on the profile. */
  rating: z.object({ stars: z.number().int().min(1).max(5), comment: z.string().nullable() }).nullish(),
  /** The visitor may now rate the inspection, once. */
  rating_due: z.boolean().default(false),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingsResponseSchema = z.object({ bookings: z.array(bookingSchema) });
export const bookingChangeResponseSchema = detailSchema.extend({ booking: bookingSchema });

export const bookingIdPayloadSchema = z.object({ id });
export const declinePayloadSchema = z.object({ id, reason: z.string().trim().min(1).max(BOOKING_REASON_MAX) });
export const feedbackPayloadSchema = z.object({ id, answer: z.enum(FEEDBACK_ANSWERS) });

/** The advertiser's e-mail link: `GET bookings/byToken` shows, `POST bookings/confirmByToken` confirms. */
export const bookingTokenSchema = z.object({ token: z.string().min(1).max(200) });
export const bookingByTokenResponseSchema = z.object({ booking: bookingSchema });

/** 404 without a token: the provider has no bookings (401 is their normal answer to a visitor). */
export const isBookingMissing = (status: number) => status === 404;
