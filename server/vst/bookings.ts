import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import {
  availabilityResponseSchema,
  bookingByTokenResponseSchema,
  bookingsResponseSchema,
  isBookingMissing,
  slotsResponseSchema,
} from '@/lib/vst/bookings';
import { vstGet } from './client';
import { privateGet } from './dashboard';

const AVAILABILITY = 'bookings/availability';

/**
 * Whether the provider takes inspection bookings, asked without a user (so cached public pages can
 * ask too) and kept as long as reference data: a provider gains or loses a call only on a deploy.
 */
export const bookingsOffered = unstable_cache(
  async (): Promise<boolean> => {
    const answer = await vstGet(AVAILABILITY, { schema: availabilityResponseSchema });
    return !isBookingMissing(answer.status);
  },
  ['vst-bookings-offered'],
  { revalidate: revalidateSeconds.reference, tags: [cacheTags.reference] },
);

/** The signed-in advertiser's inspection hours and the listings they turned booking off for. */
export const getMyAvailability = () => privateGet(AVAILABILITY, { schema: availabilityResponseSchema });

/** The signed-in member's own bookings, as a visitor: latest slot first. */
export async function getMyBookings() {
  const result = await privateGet('bookings/mine', { schema: bookingsResponseSchema });
  return result.ok ? { ...result, data: result.data.bookings } : result;
}

/** The bookings of the signed-in member's listings, as the advertiser: latest slot first. */
export async function getBookingRequests() {
  const result = await privateGet('bookings/requests', { schema: bookingsResponseSchema });
  return result.ok ? { ...result, data: result.data.bookings } : result;
}

/** A listing's open slots, read fresh (never cached: a slot taken a second ago must not be offered). */
export const getListingSlots = (propertyId: number) => vstGet('bookings/slots', { query: { property_id: propertyId }, schema: slotsResponseSchema });

/** The booking an advertiser's e-mail link names; showing it changes nothing. */
export async function getBookingByToken(token: string) {
  const result = await vstGet('bookings/byToken', { query: { token }, schema: bookingByTokenResponseSchema });
  return result.ok ? { ...result, data: result.data.booking } : result;
}
