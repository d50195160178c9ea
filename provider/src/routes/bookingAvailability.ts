import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import { takenSlots } from '../bookings/records';
import { BOOKING_WINDOW_DAYS, openSlots, type Slot } from '../bookings/slots';
import { freshnessClock } from '../clock';
import type { Database } from '../db/client';
import { inspectionAvailability, listingBookingOff, properties } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { forbidden, notFound, validationFailed } from '../http/errors';
import { positiveId } from '../http/fields';
import { parseJsonBody, parseQuery } from '../http/validation';
import { listedInSearch } from '../queries/propertyCards';
import { PROPERTY_NOT_FOUND } from './common';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SLOT_LENGTHS = [15, 20, 30, 45, 60, 90, 120] as const;
const TIME = 'Enter a time such as 09:00';
const time = z.string({ error: TIME }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, TIME);
const minutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

const availabilityBody = z.object({
  weekly_hours: z
    .array(z.object({ day: z.number({ error: 'Choose a day' }).int().min(0).max(6), from: time, to: time }), { error: 'Give your inspection hours' })
    .max(21, 'At most 21 stretches of hours'),
  slot_minutes: z.union(SLOT_LENGTHS.map((length) => z.literal(length)), { error: `Choose ${SLOT_LENGTHS.join(', ')} minutes` }),
  blocked_dates: z
    .array(z.iso.date('Enter dates as yyyy-MM-dd'))
    .max(60, 'At most 60 blocked dates')
    .default([]),
  instant: z.boolean({ error: 'Choose instant or confirmed bookings' }),
});

/** Stretches must hold at least one slot and not overlap on the same day: the slots would be ambiguous. */
function hoursProblem({ weekly_hours, slot_minutes }: z.infer<typeof availabilityBody>): string | undefined {
  for (const stretch of weekly_hours) {
    if (minutesOf(stretch.to) - minutesOf(stretch.from) < slot_minutes) return 'Each stretch must end at least one slot after it starts';
  }
  for (const [index, stretch] of weekly_hours.entries()) {
    const clash = weekly_hours
      .slice(index + 1)
      .some((other) => other.day === stretch.day && minutesOf(other.from) < minutesOf(stretch.to) && minutesOf(stretch.from) < minutesOf(other.to));
    if (clash) return 'Stretches of the same day must not overlap';
  }
  return undefined;
}

type AvailabilityRow = typeof inspectionAvailability.$inferSelect;

const toAvailability = (row: AvailabilityRow) => ({
  weekly_hours: row.weeklyHours,
  slot_minutes: row.slotMinutes,
  blocked_dates: row.blockedDates,
  instant: row.instant,
  updated_at: row.updatedAt.toISOString(),
});

/** `availability` is null when the listing takes no bookings now. */
export type Bookability = { advertiserId: number; availability: AvailabilityRow | null };

/**
 * Whether a listing takes bookings now, and its advertiser's hours: shown in search (on the market,
 * confirmed lately, not hidden), booking not turned off, and an owner who has set inspection hours.
 */
export async function bookabilityOf(db: Database, propertyId: number): Promise<Bookability | undefined> {
  const [row] = await db
    .select({
      ownerId: properties.ownerId,
      hiddenAt: properties.hiddenAt,
      listed: sql<boolean>`${listedInSearch(freshnessClock.now())}`,
      off: listingBookingOff.propertyId,
      hours: inspectionAvailability,
    })
    .from(properties)
    .leftJoin(listingBookingOff, eq(listingBookingOff.propertyId, properties.id))
    .leftJoin(inspectionAvailability, eq(inspectionAvailability.userId, properties.ownerId))
    .where(eq(properties.id, propertyId));
  if (!row || row.hiddenAt) return undefined;
  const open = row.off === null && row.listed && row.hours !== null;
  return { advertiserId: row.ownerId, availability: open ? row.hours : null };
}

/** The advertiser's open slots from now to the end of the booking window. */
export async function advertiserSlots(db: Database, advertiserId: number, availability: AvailabilityRow, now: Date): Promise<Slot[]> {
  const taken = await takenSlots(db, advertiserId, now, new Date(now.getTime() + (BOOKING_WINDOW_DAYS + 1) * DAY_MS));
  return openSlots(availability, now, taken);
}

export const toSlot = (slot: Slot) => ({ starts_at: slot.startsAt.toISOString(), ends_at: slot.endsAt.toISOString() });

/**
 * Provider extension (docs/provider-contract.md, "Inspection bookings"): an advertiser's weekly
 * inspection hours, the listings they keep out of booking, and a listing's open slots.
 */
export function bookingAvailabilityRoutes({ db }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(db);

  async function bookingOff(userId: number) {
    const rows = await db
      .select({ id: listingBookingOff.propertyId })
      .from(listingBookingOff)
      .innerJoin(properties, eq(properties.id, listingBookingOff.propertyId))
      .where(eq(properties.ownerId, userId))
      .orderBy(listingBookingOff.propertyId);
    return rows.map((row) => row.id);
  }

  routes.get('/bookings/availability', signedIn, async (c) => {
    const { userId } = authOf(c);
    const [row] = await db.select().from(inspectionAvailability).where(eq(inspectionAvailability.userId, userId));
    return c.json({ availability: row ? toAvailability(row) : null, booking_off: await bookingOff(userId) });
  });

  routes.post('/bookings/availability', signedIn, async (c) => {
    const body = await parseJsonBody(c, availabilityBody);
    const problem = hoursProblem(body);
    if (problem) throw validationFailed({ weekly_hours: [problem] });
    const { userId } = authOf(c);
    const values = {
      weeklyHours: body.weekly_hours,
      slotMinutes: body.slot_minutes,
      blockedDates: [...new Set(body.blocked_dates)].sort(),
      instant: body.instant,
      updatedAt: new Date(),
    };
    const [row] = await db
      .insert(inspectionAvailability)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: inspectionAvailability.userId, set: values })
      .returning();
    return c.json({ Detail: 'Your inspection hours are saved', availability: toAvailability(row!), booking_off: await bookingOff(userId) });
  });

  routes.post('/bookings/listingBooking', signedIn, async (c) => {
    const { property_id, bookable } = await parseJsonBody(c, z.object({ property_id: positiveId, bookable: z.boolean({ error: 'Must be true or false' }) }));
    const { userId } = authOf(c);
    const [listing] = await db.select({ ownerId: properties.ownerId }).from(properties).where(eq(properties.id, property_id));
    if (!listing) throw notFound(PROPERTY_NOT_FOUND);
    if (listing.ownerId !== userId) throw forbidden('You can only change your own listing');
    if (bookable) await db.delete(listingBookingOff).where(eq(listingBookingOff.propertyId, property_id));
    else await db.insert(listingBookingOff).values({ propertyId: property_id }).onConflictDoNothing();
    return c.json({ Detail: bookable ? 'Visitors can book inspections of this listing' : 'Booking is off for this listing', property_id, bookable });
  });

  routes.get('/bookings/slots', async (c) => {
    const { property_id } = parseQuery(c, z.object({ property_id: positiveId }));
    const bookability = await bookabilityOf(db, property_id);
    if (!bookability) throw notFound(PROPERTY_NOT_FOUND);
    const { availability } = bookability;
    const slots = availability ? await advertiserSlots(db, bookability.advertiserId, availability, freshnessClock.now()) : [];
    return c.json({
      property_id,
      bookable: availability !== null,
      instant: availability?.instant ?? false,
      timezone: 'Africa/Lagos',
      slots: slots.map(toSlot),
    });
  });

  return routes;
}
