/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { takeDailyBookingText } from '../bookings/textCap';
import { bookingTextDays, enquiryAcknowledgementDays, phoneCodeDays } from '../db/schema';
import { takeDailyAcknowledgement } from '../enquiries/addressConfirmation';
import { takeDailyPhoneCode } from '../queries/phoneCodes';
import { startTestProvider, type TestProvider } from '../testing/testProvider';
import { DAILY_COUNT_DAYS_KEPT, pruneDailyCounts } from './dailyCounts';

// These run on PGlite, and on PostgreSQL under scripts/test-postgres.mjs.

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
}, 60_000);
afterAll(async () => {
  await provider.close();
});

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

test('the daily run deletes daily counts older than the days kept, and keeps the recent ones the caps read', async () => {
  const now = new Date('2026-11-28T08:00:00Z');
  for (const days of [0, DAILY_COUNT_DAYS_KEPT, DAILY_COUNT_DAYS_KEPT + 1, 30]) {
    expect(await takeDailyBookingText(provider.db, '+2348031234567', daysAgo(now, days))).toBe(true);
    expect(await takeDailyPhoneCode(provider.db, 100, daysAgo(now, days))).toBe(true);
    expect(await takeDailyAcknowledgement(provider.db, 'visitor@example.com', daysAgo(now, days))).toBe(true);
  }

  await pruneDailyCounts(provider.db, now);

  const kept = ['2026-11-25', '2026-11-28'];
  expect((await provider.db.select().from(bookingTextDays)).map((row) => row.day).sort()).toEqual(kept);
  expect((await provider.db.select().from(phoneCodeDays)).map((row) => row.day).sort()).toEqual(kept);
  expect((await provider.db.select().from(enquiryAcknowledgementDays)).map((row) => row.day).sort()).toEqual(kept);
});
