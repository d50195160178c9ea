import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import { inspectionBookings, OPEN_BOOKING_STATUSES } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { announce } from './notices';
import { findBookings } from './records';

/**
 * Cancels the open bookings of a listing staff have just hidden, inside the hiding's transaction, and
 * tells both sides as any cancellation is told (with its calendar CANCEL): nobody should travel to
 * inspect a listing taken down. No side cancelled, so `cancelledBy` stays empty.
 */
export async function cancelBookingsOfHiddenListing(tx: Database, config: ProviderConfig, jobs: JobQueue, propertyId: number, now: Date): Promise<void> {
  const open = await findBookings(tx, and(eq(inspectionBookings.propertyId, propertyId), inArray(inspectionBookings.status, OPEN_BOOKING_STATUSES)));
  for (const booking of open) {
    await tx
      .update(inspectionBookings)
      .set({ status: 'cancelled', cancelledBy: null, sequence: sql`${inspectionBookings.sequence} + 1`, updatedAt: now })
      .where(eq(inspectionBookings.id, booking.id));
    const cancelled = { ...booking, status: 'cancelled' as const, cancelledBy: null, sequence: booking.sequence + 1, updatedAt: now };
    await jobs.bookingTexts(tx, await announce(tx, config, cancelled, 'cancelled', now));
  }
}
