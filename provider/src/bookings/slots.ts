import type { WeeklyHours } from '../db/schema';

/**
 * Inspection slots in Lagos time. Nigeria keeps West Africa Time, UTC+1 all year (no daylight
 * saving), so a fixed offset is exact; instants are stored and sent in UTC.
 */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Visitors book within the next 14 days: further out, plans and listings change. */
export const BOOKING_WINDOW_DAYS = 14;
/** Time to cross town, and for the reminder two hours before: nothing starting sooner is offered. */
export const MINIMUM_NOTICE_MS = 2 * 60 * MINUTE_MS;

export type Slot = { startsAt: Date; endsAt: Date };
export type Availability = { weeklyHours: WeeklyHours[]; slotMinutes: number; blockedDates: string[] };

/** The Lagos calendar date (`yyyy-MM-dd`) of an instant. */
export const lagosDate = (instant: Date): string => new Date(instant.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

/** The Lagos wall-clock time (`HH:MM`) of an instant. */
export const lagosTime = (instant: Date): string => new Date(instant.getTime() + LAGOS_OFFSET_MS).toISOString().slice(11, 16);

/** The instant of a Lagos date and wall-clock time (`HH:MM`). */
export const lagosInstant = (date: string, time: string): Date => new Date(Date.parse(`${date}T${time}:00.000Z`) - LAGOS_OFFSET_MS);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const overlaps = (slot: Slot, other: Slot) => slot.startsAt < other.endsAt && other.startsAt < slot.endsAt;

/**
 * The advertiser's open slots from `now` to 14 days ahead, earliest first: each weekly stretch cut into
 * slots of `slotMinutes`, leaving out blocked dates, anything starting within the notice, and any slot
 * that overlaps a booking still holding the advertiser's time (`taken`).
 */
export function openSlots(availability: Availability, now: Date, taken: Slot[]): Slot[] {
  const earliest = now.getTime() + MINIMUM_NOTICE_MS;
  const latest = now.getTime() + BOOKING_WINDOW_DAYS * DAY_MS;
  const blocked = new Set(availability.blockedDates);
  const slots: Slot[] = [];
  for (let day = 0; day <= BOOKING_WINDOW_DAYS; day += 1) {
    const date = lagosDate(new Date(now.getTime() + day * DAY_MS));
    if (blocked.has(date)) continue;
    const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay();
    const stretches = availability.weeklyHours.filter((hours) => hours.day === weekday).sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
    for (const stretch of stretches) {
      const dayStart = lagosInstant(date, '00:00').getTime();
      const end = dayStart + minutesOf(stretch.to) * MINUTE_MS;
      for (let start = dayStart + minutesOf(stretch.from) * MINUTE_MS; start + availability.slotMinutes * MINUTE_MS <= end; start += availability.slotMinutes * MINUTE_MS) {
        if (start < earliest || start > latest) continue;
        const slot = { startsAt: new Date(start), endsAt: new Date(start + availability.slotMinutes * MINUTE_MS) };
        if (!taken.some((booking) => overlaps(slot, booking))) slots.push(slot);
      }
    }
  }
  return slots;
}
