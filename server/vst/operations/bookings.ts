import 'server-only';
import { z } from 'zod';
import { cacheTags, listingChangeTags } from '@/lib/vst/cache-tags';
import {
  availabilityResponseSchema,
  bookingByTokenResponseSchema,
  bookingChangeResponseSchema,
  bookingIdPayloadSchema,
  bookingTokenSchema,
  bookingsResponseSchema,
  declinePayloadSchema,
  feedbackPayloadSchema,
  listingBookingPayloadSchema,
  listingBookingResponseSchema,
  saveAvailabilityPayloadSchema,
  saveAvailabilityResponseSchema,
  slotsQuerySchema,
  slotsResponseSchema,
} from '@/lib/vst/bookings';
import { bookPayloadSchema, changeTimePayloadSchema, ratePayloadSchema } from '@/lib/forms/booking';
import { SMALL_JSON_BYTES, type Operation, type PostOperation } from '../operation-types';

/** Up to 500 characters of note or reason, each up to 3 bytes of UTF-8, with room for JSON's quoting. */
const TEXT_BODY_BYTES = 4 * 1024;

/**
 * Inspection bookings (contract "Inspection bookings"): the provider checks on every call that the
 * caller is the booking's visitor or advertiser. Slots are read fresh, never cached: a slot taken a
 * second ago must not be offered. A visitor's "already let or sold" changes that listing's freshness
 * label and its place in the lists, so that answer expires its page and the lists; any other answer
 * expires nothing, or each feedback would let a visitor empty the whole page cache.
 */
function feedbackTags(answer: unknown): string[] {
  const { booking } = bookingChangeResponseSchema.parse(answer);
  return listingChangeTags(booking.property.id, booking.feedback === 'already_let_or_sold' ? 'listings' : 'none');
}

/** A rating changes the advertiser's profile, and only theirs (each booking is rated once). */
function ratingTags(answer: unknown): string[] {
  const { booking } = bookingChangeResponseSchema.parse(answer);
  return booking.advertiser_id === undefined ? [] : [cacheTags.advertiser(booking.advertiser_id)];
}

export function bookingOperations(): [string, Operation][] {
  const change = (body: z.ZodType, maxBodyBytes = SMALL_JSON_BYTES, expiresTags: PostOperation['expiresTags'] = []): Operation => ({
    method: 'POST',
    auth: 'required',
    body,
    maxBodyBytes,
    response: bookingChangeResponseSchema,
    expiresTags,
    rateLimit: 'bookingChange',
  });
  return [
    ['bookings/availability', { method: 'GET', auth: 'required', query: z.object({}), response: availabilityResponseSchema }],
    ['bookings/availability', { method: 'POST', auth: 'required', body: saveAvailabilityPayloadSchema, maxBodyBytes: TEXT_BODY_BYTES, response: saveAvailabilityResponseSchema }],
    ['bookings/listingBooking', { method: 'POST', auth: 'required', body: listingBookingPayloadSchema, maxBodyBytes: SMALL_JSON_BYTES, response: listingBookingResponseSchema }],
    ['bookings/slots', { method: 'GET', auth: 'none', query: slotsQuerySchema, response: slotsResponseSchema }],
    ['bookings/book', { ...change(bookPayloadSchema, TEXT_BODY_BYTES), rateLimit: 'booking' }],
    ['bookings/mine', { method: 'GET', auth: 'required', query: z.object({}), response: bookingsResponseSchema }],
    ['bookings/requests', { method: 'GET', auth: 'required', query: z.object({}), response: bookingsResponseSchema }],
    ['bookings/confirm', change(bookingIdPayloadSchema)],
    ['bookings/decline', change(declinePayloadSchema, TEXT_BODY_BYTES)],
    ['bookings/offer', change(changeTimePayloadSchema)],
    ['bookings/acceptOffer', change(bookingIdPayloadSchema)],
    ['bookings/move', change(changeTimePayloadSchema)],
    ['bookings/cancel', change(bookingIdPayloadSchema)],
    ['bookings/feedback', change(feedbackPayloadSchema, SMALL_JSON_BYTES, feedbackTags)],
    ['bookings/rate', change(ratePayloadSchema, TEXT_BODY_BYTES, ratingTags)],
    // The advertiser's e-mail link, without a session: the signed token is the only authority.
    ['bookings/byToken', { method: 'GET', auth: 'none', query: bookingTokenSchema, response: bookingByTokenResponseSchema }],
    ['bookings/confirmByToken', { method: 'POST', auth: 'none', body: bookingTokenSchema, maxBodyBytes: SMALL_JSON_BYTES, response: bookingChangeResponseSchema, rateLimit: 'bookingChange' }],
  ];
}
