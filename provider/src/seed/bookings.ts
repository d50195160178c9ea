import { lagosDate, lagosInstant } from '../bookings/slots';
import type { Database } from '../db/client';
import { inspectionAvailability, inspectionBookings } from '../db/schema';
import type { SeedBooking, SeedInspectionHours } from './data/types';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Inspection hours and bookings; each booking's advertiser is its listing's owner. */
export async function seedBookings(
  tx: Database,
  data: { hours: SeedInspectionHours[]; bookings: SeedBooking[] },
  { userIdOf, ownerIdOfListing, now }: { userIdOf(email: string, usedBy: string): number; ownerIdOfListing(propertyId: number): number; now: Date },
): Promise<void> {
  if (data.hours.length > 0) {
    await tx.insert(inspectionAvailability).values(
      data.hours.map((hours) => ({ userId: userIdOf(hours.userEmail, 'Seed inspection hours'), weeklyHours: hours.weeklyHours, slotMinutes: hours.slotMinutes, instant: hours.instant, updatedAt: now })),
    );
  }
  if (data.bookings.length === 0) return;
  await tx.insert(inspectionBookings).values(
    data.bookings.map((booking, index) => {
      const startsAt = lagosInstant(lagosDate(new Date(now.getTime() + booking.inDays * DAY_MS)), booking.at);
      const requestedAt = new Date(startsAt.getTime() - booking.requestedHoursBefore * HOUR_MS);
      const answeredAt = booking.answeredAfterHours === undefined ? null : new Date(requestedAt.getTime() + booking.answeredAfterHours * HOUR_MS);
      const past = startsAt < now;
      return {
        propertyId: booking.propertyId,
        visitorId: userIdOf(booking.visitorEmail, `A seed booking of property ${booking.propertyId}`),
        advertiserId: ownerIdOfListing(booking.propertyId),
        startsAt,
        endsAt: new Date(startsAt.getTime() + booking.slotMinutes * 60 * 1000),
        phone: '+2348031234567',
        note: booking.note ?? null,
        status: booking.status,
        instant: booking.instant ?? false,
        declineReason: booking.declineReason ?? null,
        calendarUid: `seed-${index + 1}@naijahomes-inspections`,
        requestedAt,
        answeredAt,
        // Past visits had their reminders; a held one without an answer asks the visitor how it went.
        eveningReminderAt: past && booking.status === 'held' ? new Date(startsAt.getTime() - DAY_MS) : null,
        soonReminderAt: past && booking.status === 'held' ? new Date(startsAt.getTime() - 2 * HOUR_MS) : null,
        feedback: booking.feedback ?? null,
        feedbackAt: booking.feedback ? new Date(startsAt.getTime() + DAY_MS) : null,
        rating: booking.rating?.stars ?? null,
        ratingComment: booking.rating?.comment ?? null,
        ratedAt: booking.rating ? new Date(startsAt.getTime() + DAY_MS) : null,
        createdAt: requestedAt,
        updatedAt: answeredAt ?? requestedAt,
      };
    }),
  );
}
