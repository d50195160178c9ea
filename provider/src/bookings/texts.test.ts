/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { smsMessages } from '../db/schema';
import { signInOwnerAndBuyer } from '../testing/session';
import { startTermiiStandIn, type TermiiStandIn } from '../testing/termiiStandIn';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';

// Booking texts through Termii (its stand-in) are sent by the job queue after the booking is saved.
const TIMEOUT_MS = 1_500;
const EVERY_DAY = { weekly_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '08:00', to: '20:00' })), slot_minutes: 60, blocked_dates: [], instant: false };

let standIn: TermiiStandIn;
let provider: TestProvider;
let owner: string;
let buyer: string;
beforeAll(async () => {
  standIn = await startTermiiStandIn();
  provider = await startTestProvider(
    undefined,
    { TERMII_API_KEY: standIn.apiKey, TERMII_SENDER_ID: standIn.senderId, TERMII_BASE_URL: standIn.url, SMS_GATEWAY_TIMEOUT_MS: String(TIMEOUT_MS) },
    { work: true },
  );
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
  expect((await provider.request('/api/vst/bookings/availability', apiRequest('POST', EVERY_DAY, owner))).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await provider.close();
  await standIn.close();
});
beforeEach(() => {
  // The sender logs each text the gateway did not take; these tests cause them on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  standIn.delayMs = 0;
  jest.restoreAllMocks();
});

async function bookFirstSlot(propertyId: number) {
  const { slots } = (await (await provider.request(`/api/vst/bookings/slots?property_id=${propertyId}`)).json()) as { slots: { starts_at: string }[] };
  return provider.request('/api/vst/bookings/book', apiRequest('POST', { property_id: propertyId, starts_at: slots[0]!.starts_at, phone: '0803 123 4567' }, buyer));
}

describe('booking texts', () => {
  test('a booking answers at once while the gateway stalls; the stalled texts are not sent twice', async () => {
    standIn.delayMs = TIMEOUT_MS * 3;
    const calls = standIn.calls;
    const started = Date.now();
    const response = await bookFirstSlot(7);
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);

    await provider.jobs.settled(20_000);
    // Both sides' texts were tried once each and timed out: final, for the text may be on its way.
    expect(standIn.calls).toBe(calls + 2);
    expect(await provider.jobs.failedCount()).toBe(0);
  }, 30_000);

  test('with the gateway well, both sides are texted from the queue and the texts recorded for their delivery reports', async () => {
    const sent = standIn.sent.length;
    expect((await bookFirstSlot(9)).status).toBe(201);
    await provider.jobs.settled();
    const texts = standIn.sent.slice(sent);
    expect(texts.map((text) => text.to).sort()).toEqual(['2348010000000', '2348031234567']);
    expect(texts.find((text) => text.to === '2348031234567')?.sms).toContain('You asked to inspect');
    const [record] = await provider.db.select().from(smsMessages).where(eq(smsMessages.gatewayMessageId, texts[0]!.messageId));
    expect(record).toMatchObject({ purpose: 'booking', status: 'sent' });
  }, 30_000);
});
