import { and, desc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { inspectionBookings, OPEN_BOOKING_STATUSES, properties, users } from '../db/schema';
import { fullName } from '../serializers/fullName';
import type { Slot } from './slots';

const visitor = alias(users, 'visitor');
const advertiser = alias(users, 'advertiser');

/** A booking with what its mails and answers need: the listing and both people. */
export type BookingRecord = typeof inspectionBookings.$inferSelect & {
  property: { id: number; name: string; address: string };
  visitor: { name: string; firstName: string; email: string };
  advertiser: { name: string; firstName: string; email: string; phone: string | null };
};

const person = (row: { firstName: string; lastName: string; email: string }) => ({ name: fullName(row), firstName: row.firstName, email: row.email });

/** Bookings, the latest slot first, at most 200 (a dashboard's list, a job's batch). */
export async function findBookings(db: Database, where: SQL | undefined): Promise<BookingRecord[]> {
  const rows = await db
    .select({ booking: inspectionBookings, property: { id: properties.id, name: properties.name, address: properties.address }, visitor, advertiser })
    .from(inspectionBookings)
    .innerJoin(properties, eq(properties.id, inspectionBookings.propertyId))
    .innerJoin(visitor, eq(visitor.id, inspectionBookings.visitorId))
    .innerJoin(advertiser, eq(advertiser.id, inspectionBookings.advertiserId))
    .where(where)
    .orderBy(desc(inspectionBookings.startsAt), desc(inspectionBookings.id))
    .limit(200);
  return rows.map((row) => ({
    ...row.booking,
    property: row.property,
    visitor: person(row.visitor),
    advertiser: { ...person(row.advertiser), phone: row.advertiser.phone },
  }));
}

export async function findBooking(db: Database, id: number): Promise<BookingRecord | undefined> {
  const [record] = await findBookings(db, eq(inspectionBookings.id, id));
  return record;
}

/** The advertiser's bookings still holding time between `from` and `to`: their slots are not open. */
export async function takenSlots(db: Database, advertiserId: number, from: Date, to: Date): Promise<Slot[]> {
  return db
    .select({ startsAt: inspectionBookings.startsAt, endsAt: inspectionBookings.endsAt })
    .from(inspectionBookings)
    .where(
      and(
        eq(inspectionBookings.advertiserId, advertiserId),
        inArray(inspectionBookings.status, OPEN_BOOKING_STATUSES),
        gt(inspectionBookings.endsAt, from),
        lt(inspectionBookings.startsAt, to),
      ),
    );
}
