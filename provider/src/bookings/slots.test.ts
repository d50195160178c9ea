import { lagosDate, lagosInstant, lagosTime, MINIMUM_NOTICE_MS, openSlots, type Availability } from './slots';

// Friday 27 Nov 2026, 09:00 in Lagos (08:00 UTC).
const NOW = new Date('2026-11-27T08:00:00.000Z');
const WEEKDAYS_9_TO_12: Availability = {
  weeklyHours: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '12:00' })),
  slotMinutes: 60,
  blockedDates: [],
};

test('Lagos wall-clock times are UTC+1 all year', () => {
  expect(lagosInstant('2026-06-01', '09:00').toISOString()).toBe('2026-06-01T08:00:00.000Z');
  expect(lagosInstant('2026-12-01', '09:00').toISOString()).toBe('2026-12-01T08:00:00.000Z');
  // 23:30 UTC is already the next day in Lagos.
  expect(lagosDate(new Date('2026-11-27T23:30:00.000Z'))).toBe('2026-11-28');
  expect(lagosTime(new Date('2026-11-27T23:30:00.000Z'))).toBe('00:30');
});

test('slots are cut from the weekly hours, in Lagos time, from two hours ahead to 14 days ahead', () => {
  const slots = openSlots(WEEKDAYS_9_TO_12, NOW, []);
  // Today (Friday): 09:00 is now and 10:00 within the notice; 11:00 is the first.
  expect(slots[0]!.startsAt.toISOString()).toBe('2026-11-27T10:00:00.000Z');
  expect(slots[0]!.startsAt.getTime() - NOW.getTime()).toBeGreaterThanOrEqual(MINIMUM_NOTICE_MS);
  // No weekend slots; Monday 30 Nov starts at 09:00 Lagos.
  expect(slots[1]!.startsAt.toISOString()).toBe('2026-11-30T08:00:00.000Z');
  expect(slots[1]!.endsAt.toISOString()).toBe('2026-11-30T09:00:00.000Z');
  expect(slots.every((slot) => ![0, 6].includes(lagosInstant(lagosDate(slot.startsAt), '12:00').getUTCDay()))).toBe(true);
  // Today's one, nine weekdays at three a day, and on Friday 11 Dec only 09:00: 14 days from now exactly.
  expect(slots).toHaveLength(1 + 9 * 3 + 1);
  expect(slots.at(-1)!.startsAt.toISOString()).toBe('2026-12-11T08:00:00.000Z');
  expect(slots.at(-1)!.startsAt.getTime()).toBeLessThanOrEqual(NOW.getTime() + 14 * 24 * 3600 * 1000);
});

test('blocked dates and taken slots are left out; a taken slot of another length hides what it overlaps', () => {
  const blocked = openSlots({ ...WEEKDAYS_9_TO_12, blockedDates: ['2026-11-30'] }, NOW, []);
  expect(blocked.some((slot) => lagosDate(slot.startsAt) === '2026-11-30')).toBe(false);

  const taken = [{ startsAt: new Date('2026-11-30T08:30:00.000Z'), endsAt: new Date('2026-11-30T09:30:00.000Z') }];
  const starts = openSlots(WEEKDAYS_9_TO_12, NOW, taken)
    .filter((slot) => lagosDate(slot.startsAt) === '2026-11-30')
    .map((slot) => lagosTime(slot.startsAt));
  expect(starts).toEqual(['11:00']);
});

test('a stretch shorter than its last slot gives no partial slot', () => {
  const slots = openSlots({ weeklyHours: [{ day: 1, from: '09:00', to: '10:30' }], slotMinutes: 60, blockedDates: [] }, NOW, []);
  // One slot on each of the two Mondays in the window.
  expect(slots.map((slot) => lagosTime(slot.startsAt))).toEqual(['09:00', '09:00']);
});
