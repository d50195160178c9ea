import type { BookingRecord } from '../bookings/records';

export type BookingSide = 'visitor' | 'advertiser';

/** A booking as either side reads it: the visitor's phone is there for the advertiser to call. */
export function toBooking(booking: BookingRecord, side: BookingSide, now: Date) {
  return {
    id: booking.id,
    side,
    property: booking.property,
    advertiser_id: booking.advertiserId,
    starts_at: booking.startsAt.toISOString(),
    ends_at: booking.endsAt.toISOString(),
    status: booking.status,
    phone: booking.phone,
    note: booking.note,
    visitor_name: booking.visitor.name,
    advertiser_name: booking.advertiser.name,
    decline_reason: booking.declineReason,
    offered_slot:
      booking.offeredStartsAt && booking.offeredEndsAt
        ? { starts_at: booking.offeredStartsAt.toISOString(), ends_at: booking.offeredEndsAt.toISOString() }
        : null,
    cancelled_by: booking.cancelledBy,
    requested_at: booking.requestedAt.toISOString(),
    answered_at: booking.answeredAt?.toISOString() ?? null,
    created_at: booking.createdAt.toISOString(),
    feedback: booking.feedback,
    feedback_due: side === 'visitor' && booking.feedback === null && feedbackOpen(booking, now),
    // The visitor's own rating: the advertiser reads ratings on the profile, without who gave which.
    rating: side === 'visitor' && booking.rating !== null ? { stars: booking.rating, comment: booking.ratingComment } : null,
    rating_due: side === 'visitor' && ratingOpen(booking, now),
  };
}

/** The visitor may say how it went once the confirmed slot is over. */
export const feedbackOpen = (booking: Pick<BookingRecord, 'status' | 'endsAt'>, now: Date) =>
  (booking.status === 'held' || booking.status === 'confirmed') && booking.endsAt <= now;

/** The visitor may rate it, once, from the same moment. */
export const ratingOpen = (booking: Pick<BookingRecord, 'status' | 'endsAt' | 'rating'>, now: Date) => booking.rating === null && feedbackOpen(booking, now);
