/**
 * The instant that listing freshness and inspection bookings are measured against (confirmation ages,
 * reminders and the age of their links, the listings that count in price figures, open slots,
 * expiries). It is the real time plus an offset that only the sandbox can set (`POST /__dev/clock`), so
 * journeys can let a listing age 30 or 60 days, or a booking request go unanswered for a day, without
 * waiting. Nothing else reads it: sessions, other tokens and promotions keep the real time, and a
 * production provider never mounts the route, so its offset stays 0.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

let offsetMs = 0;

export const freshnessClock = {
  now: (): Date => new Date(Date.now() + offsetMs),
  offsetDays: (): number => offsetMs / DAY_MS,
  setOffsetDays(days: number): void {
    offsetMs = days * DAY_MS;
  },
};
