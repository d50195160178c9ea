/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq, sql } from 'drizzle-orm';
import { signedIdToken } from '../auth/confirmationTokens';
import { BOOKING_TEXTS_PER_PHONE_PER_DAY } from '../bookings/textCap';
import { runBookingTimers } from '../bookings/timers';
import { freshnessClock } from '../clock';
import { inspectionAvailability, inspectionBookings, listingReports, properties, users } from '../db/schema';
import { QUEUES } from '../jobs/queue';
import { BOOKING_CHANGES_PER_HOUR } from './bookings';
import { signIn, signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';

let provider: TestProvider;
let owner: string;
let buyer: string;
let staff: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
  staff = await signIn(provider, 'staff@example.com');
  const saved = await call('POST', 'bookings/availability', EVERY_DAY, owner);
  expect(saved.status).toBe(200);
}, 30_000);
afterAll(() => provider.close());
afterEach(() => freshnessClock.setOffsetDays(0));

const HOUR_MS = 60 * 60 * 1000;
/** Every day 08:00-20:00 Lagos, hour slots, each request confirmed by the owner. */
const EVERY_DAY = { weekly_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '08:00', to: '20:00' })), slot_minutes: 60, blocked_dates: [], instant: false };

type Slot = { starts_at: string; ends_at: string };
type Booking = { id: number; status: string; starts_at: string; ends_at: string; offered_slot: Slot | null; decline_reason: string | null; feedback: string | null; feedback_due: boolean };
type Mail = { to: string; subject: string; text: string; links: string[]; calendar: { method: string; content: string } | null };

async function call<Body = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest(method, body, token));
  return { status: response.status, body: (await response.json()) as Body };
}

const slotsOf = async (propertyId: number) =>
  (await call<{ bookable: boolean; instant: boolean; slots: Slot[] }>('GET', `bookings/slots?property_id=${propertyId}`)).body;

async function book(propertyId: number, slot: Slot, token = buyer) {
  return call<{ Detail: string; booking: Booking; next_slot?: Slot | null }>('POST', 'bookings/book', { property_id: propertyId, starts_at: slot.starts_at, phone: '0803 123 4567', note: 'Can I bring my sister?' }, token);
}

async function mailsTo(email: string, subjectPart: string): Promise<Mail[]> {
  const mails = (await (await provider.request('/__dev/outbox')).json()) as Mail[];
  return mails.filter((mail) => mail.to === email && mail.subject.includes(subjectPart));
}

async function queuedTexts(): Promise<{ to: string; text: string }[]> {
  const result = (await provider.db.execute(sql`select data from pgboss.job where name = ${QUEUES.bookingTexts}`)) as unknown as { rows: { data: { to: string; text: string } }[] };
  return result.rows.map((row) => row.data);
}

/** Members made for a race, each signed in with the fixture password. */
async function extraVisitors(count: number, name = 'racer'): Promise<string[]> {
  const [buyerRow] = await provider.db.select().from(users).where(eq(users.email, 'buyer@example.com'));
  const emails = Array.from({ length: count }, (_, index) => `${name}${index}@example.com`);
  await provider.db.insert(users).values(
    emails.map((email, index) => ({ email, passwordHash: buyerRow!.passwordHash, confirmed: true, firstName: `Racer ${index}`, uniqueCode: `${name.toUpperCase()}${index}` })),
  );
  return Promise.all(emails.map((email) => signIn(provider, email)));
}

const calendarLine = (mail: Mail, name: string) => mail.calendar?.content.replace(/\r\n /g, '').split('\r\n').find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);

describe('availability', () => {
  test('is the member\'s own, and refused when its hours overlap or hold no slot', async () => {
    expect((await call('GET', 'bookings/availability')).status).toBe(401);
    const mine = await call<{ availability: { slot_minutes: number; instant: boolean } | null }>('GET', 'bookings/availability', undefined, owner);
    expect(mine.body.availability).toMatchObject({ slot_minutes: 60, instant: false });
    expect((await call<{ availability: null }>('GET', 'bookings/availability', undefined, staff)).body.availability).toBeNull();

    const overlapping = await call<Refusal>('POST', 'bookings/availability', { ...EVERY_DAY, weekly_hours: [{ day: 1, from: '09:00', to: '12:00' }, { day: 1, from: '11:00', to: '13:00' }] }, staff);
    expect(overlapping.status).toBe(422);
    expect(overlapping.body.ResponseMessage.weekly_hours).toEqual(['Stretches of the same day must not overlap']);
    const tooShort = await call<Refusal>('POST', 'bookings/availability', { ...EVERY_DAY, weekly_hours: [{ day: 1, from: '09:00', to: '09:30' }] }, staff);
    expect(tooShort.body.ResponseMessage.weekly_hours).toEqual(['Each stretch must end at least one slot after it starts']);
    const badTime = await call<Refusal>('POST', 'bookings/availability', { ...EVERY_DAY, weekly_hours: [{ day: 1, from: '9am', to: '12:00' }], slot_minutes: 7 }, staff);
    expect(badTime.body.ResponseMessage['weekly_hours.0.from']).toEqual(['Enter a time such as 09:00']);
    expect(badTime.body.ResponseMessage.slot_minutes).toBeDefined();
  });

  test('a listing shows open slots only while its owner has hours and has not turned booking off', async () => {
    const open = await slotsOf(5);
    expect(open).toMatchObject({ bookable: true, instant: false });
    expect(open.slots.length).toBeGreaterThan(100);
    expect(Date.parse(open.slots[0]!.starts_at)).toBeGreaterThanOrEqual(Date.now() + 2 * HOUR_MS - 60_000);

    // The buyer owns listing 6 and has set no hours.
    expect(await slotsOf(6)).toMatchObject({ bookable: false, slots: [] });

    expect((await call('POST', 'bookings/listingBooking', { property_id: 5, bookable: false }, buyer)).status).toBe(403);
    expect((await call('POST', 'bookings/listingBooking', { property_id: 5, bookable: false }, owner)).status).toBe(200);
    expect(await slotsOf(5)).toMatchObject({ bookable: false, slots: [] });
    expect((await call<{ booking_off: number[] }>('GET', 'bookings/availability', undefined, owner)).body.booking_off).toEqual([5]);
    expect((await call('POST', 'bookings/listingBooking', { property_id: 5, bookable: true }, owner)).status).toBe(200);
    expect((await slotsOf(5)).bookable).toBe(true);
    expect((await call('GET', 'bookings/slots?property_id=99999')).status).toBe(404);
  });

  test('a listing out of search (not confirmed for 60 days) shows no slots and refuses a booking', async () => {
    const [slot] = (await slotsOf(9)).slots;
    expect(slot).toBeDefined();
    const confirmedAt = new Date(Date.now() - 61 * 24 * HOUR_MS);
    await provider.db.update(properties).set({ confirmedAt }).where(eq(properties.id, 9));
    expect(await slotsOf(9)).toMatchObject({ bookable: false, slots: [] });
    const refused = await book(9, slot!);
    expect(refused).toMatchObject({ status: 409, body: { Detail: 'This listing is not taking bookings just now' } });
    await provider.db.update(properties).set({ confirmedAt: new Date() }).where(eq(properties.id, 9));
  });
});

describe('booking', () => {
  test('a request is mailed to both with a tentative invitation, texted, and its slot is gone for others', async () => {
    const [slot] = (await slotsOf(7)).slots;
    const booked = await book(7, slot!);
    expect(booked.status).toBe(201);
    expect(booked.body.booking).toMatchObject({ status: 'requested', starts_at: slot!.starts_at });

    const [advertiserMail] = await mailsTo('owner@example.com', 'Inspection request');
    expect(advertiserMail?.text).toContain('Can I bring my sister?');
    expect(advertiserMail?.links.some((link) => link.startsWith('http://app.test/bookings/confirm?token='))).toBe(true);
    const [visitorMail] = await mailsTo('buyer@example.com', 'Inspection requested');
    expect(visitorMail?.text).toContain('Inspections are free');
    expect(visitorMail?.calendar?.method).toBe('REQUEST');
    expect(calendarLine(visitorMail!, 'STATUS')).toBe('TENTATIVE');
    expect(calendarLine(visitorMail!, 'DTSTART')).toBe(slot!.starts_at.replace(/[-:]/g, '').replace('.000', ''));
    // Texts are queued with the booking and sent by the job queue (bookings/texts.test.ts).
    expect((await queuedTexts()).some((text) => text.to === '+2348031234567' && text.text.includes('You asked to inspect'))).toBe(true);

    expect((await slotsOf(7)).slots[0]).not.toEqual(slot);
    // The same advertiser's time is taken on every listing of theirs. Anyone reading the slots learns
    // only that the hour is not open: the answer names no listing, visitor or booking (docs/security.md).
    const otherListing = await slotsOf(9);
    expect(otherListing.slots.map((open) => open.starts_at)).not.toContain(slot!.starts_at);
    expect(Object.keys(otherListing).sort()).toEqual(['bookable', 'instant', 'property_id', 'slots', 'timezone']);
    for (const open of otherListing.slots) expect(Object.keys(open).sort()).toEqual(['ends_at', 'starts_at']);
    const second = await book(9, slot!, staff);
    expect(second.status).toBe(409);
    expect(second.body.Detail).toBe('Someone has just booked this time; please choose another');
    expect(Date.parse(second.body.next_slot!.starts_at)).toBeGreaterThan(Date.parse(slot!.starts_at));

    expect((await book(7, (await slotsOf(7)).slots[3]!)).body.Detail).toBe('You already have an inspection of this listing booked');
  });

  test('visitors pressing at once for one slot: one wins, the others are told and offered the next', async () => {
    // Eight visitors at once, so that several pass the open-slot check before any has inserted.
    const visitors = await extraVisitors(8);
    const [slot] = (await slotsOf(11)).slots.slice(20);
    const answers = await Promise.all(visitors.map((token) => book(11, slot!, token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(7).fill(409)]);
    const next = (await slotsOf(11)).slots.find((open) => open.starts_at > slot!.starts_at);
    for (const loser of answers.filter((answer) => answer.status === 409)) expect(loser.body.next_slot).toEqual(next);
  });

  test('bad input gets clear messages; an owner cannot book their own listing; a time outside the hours is refused', async () => {
    const [slot] = (await slotsOf(13)).slots;
    const badPhone = await call<Refusal>('POST', 'bookings/book', { property_id: 13, starts_at: slot!.starts_at, phone: '12345' }, staff);
    expect(badPhone.body.ResponseMessage.phone).toEqual(['Enter a Nigerian mobile number such as 0803 123 4567']);
    expect((await book(13, slot!, owner)).status).toBe(403);
    const night = new Date(Date.parse(slot!.starts_at));
    night.setUTCHours(1, 0, 0, 0);
    night.setTime(night.getTime() + 24 * HOUR_MS);
    const outside = await call<Refusal>('POST', 'bookings/book', { property_id: 13, starts_at: night.toISOString(), phone: '08031234567' }, staff);
    expect(outside.body.ResponseMessage.starts_at).toEqual(['Choose one of the open times']);
    expect((await call('POST', 'bookings/book', { property_id: 13, starts_at: slot!.starts_at, phone: '08031234567' })).status).toBe(401);
  });
});

describe('answers', () => {
  test('only the two sides see a booking; only the advertiser confirms; each change bumps the calendar sequence', async () => {
    const [slot] = (await slotsOf(14)).slots.slice(30);
    const { id } = (await book(14, slot!)).body.booking;
    expect((await call('POST', 'bookings/confirm', { id }, staff)).status).toBe(404);
    expect((await call('POST', 'bookings/confirm', { id }, buyer)).status).toBe(403);
    const confirmed = await call<{ booking: Booking }>('POST', 'bookings/confirm', { id }, owner);
    expect(confirmed.body.booking.status).toBe('confirmed');
    expect((await call('POST', 'bookings/confirm', { id }, owner)).status).toBe(409);

    const requests = await call<{ bookings: Booking[] }>('GET', 'bookings/requests', undefined, owner);
    expect(requests.body.bookings.map((booking) => booking.id)).toContain(id);
    expect((await call<{ bookings: Booking[] }>('GET', 'bookings/mine', undefined, staff)).body.bookings.map((booking) => booking.id)).not.toContain(id);

    const later = (await slotsOf(14)).slots.slice(40)[0]!;
    const moved = await call<{ booking: Booking }>('POST', 'bookings/move', { id, starts_at: later.starts_at }, buyer);
    // A visitor's move asks the advertiser again (bookings here are not instant).
    expect(moved.body.booking).toMatchObject({ status: 'requested', starts_at: later.starts_at });
    const cancelled = await call<{ booking: Booking }>('POST', 'bookings/cancel', { id }, owner);
    expect(cancelled.body.booking.status).toBe('cancelled');

    const [{ uid }] = await provider.db.select({ uid: inspectionBookings.calendarUid }).from(inspectionBookings).where(eq(inspectionBookings.id, id));
    const sequences = (await mailsTo('buyer@example.com', '')).filter((mail) => mail.calendar && calendarLine(mail, 'UID') === uid);
    expect(sequences.map((mail) => [mail.calendar!.method, calendarLine(mail, 'SEQUENCE')]).reverse()).toEqual([
      ['REQUEST', '0'],
      ['REQUEST', '1'],
      ['REQUEST', '2'],
      ['CANCEL', '3'],
    ]);
    // The slot it held is open again.
    expect((await slotsOf(14)).slots.map((open) => open.starts_at)).toContain(later.starts_at);
  });

  test('decline with a reason; offer another time, which the visitor accepts', async () => {
    const [first, second, offered] = (await slotsOf(15)).slots.slice(50, 53);
    const declinedId = (await book(15, first!)).body.booking.id;
    const noReason = await call<Refusal>('POST', 'bookings/decline', { id: declinedId, reason: ' ' }, owner);
    expect(noReason.body.ResponseMessage.reason).toEqual(['This is required.']);
    const declined = await call<{ booking: Booking }>('POST', 'bookings/decline', { id: declinedId, reason: 'The tenant is moving out that week' }, owner);
    expect(declined.body.booking).toMatchObject({ status: 'declined', decline_reason: 'The tenant is moving out that week' });
    const [declineMail] = await mailsTo('buyer@example.com', 'Inspection declined');
    expect(declineMail?.text).toContain('The tenant is moving out that week');
    expect(declineMail?.calendar?.method).toBe('CANCEL');

    const { id } = (await book(15, second!)).body.booking;
    const offer = await call<{ booking: Booking }>('POST', 'bookings/offer', { id, starts_at: offered!.starts_at }, owner);
    expect(offer.body.booking.offered_slot).toEqual(offered);
    expect((await call('POST', 'bookings/acceptOffer', { id }, owner)).status).toBe(403);
    // An offer is an answer: the request waits for the visitor past the 24 hours.
    await runBookingTimers(provider.db, provider.config, provider.jobs.bookingTexts, new Date(Date.now() + 25 * HOUR_MS));
    const accepted = await call<{ booking: Booking }>('POST', 'bookings/acceptOffer', { id }, buyer);
    expect(accepted.body.booking).toMatchObject({ status: 'confirmed', starts_at: offered!.starts_at, offered_slot: null });
  });

  test("an offered or moved time must be one of this advertiser's open slots: not another's, not outside the hours", async () => {
    const [visitor] = await extraVisitors(1, 'slotter');
    const [slot] = (await slotsOf(13)).slots.slice(70);
    const { id } = (await book(13, slot!, visitor)).body.booking;
    // The buyer takes viewings of listing 6 from 20:00 to 22:00, after the owner's hours end.
    expect((await call('POST', 'bookings/availability', { ...EVERY_DAY, weekly_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '20:00', to: '22:00' })) }, buyer)).status).toBe(200);
    const othersSlot = (await slotsOf(6)).slots[3]!;
    const offHours = new Date(Date.parse(slot!.starts_at) + 30 * 60_000).toISOString();
    try {
      for (const starts_at of [othersSlot.starts_at, offHours]) {
        const offered = await call<Refusal>('POST', 'bookings/offer', { id, starts_at }, owner);
        expect(offered).toMatchObject({ status: 422, body: { ResponseMessage: { starts_at: ['Choose one of the open times'] } } });
        expect((await call<Refusal>('POST', 'bookings/move', { id, starts_at }, visitor)).status).toBe(422);
      }
      const [row] = await provider.db.select().from(inspectionBookings).where(eq(inspectionBookings.id, id));
      expect(row).toMatchObject({ startsAt: new Date(slot!.starts_at), offeredStartsAt: null, status: 'requested' });
    } finally {
      await provider.db.delete(inspectionAvailability).where(eq(inspectionAvailability.userId, (await provider.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@example.com')))[0]!.id));
    }
  });

  test('the e-mail link shows the request without changing it; its POST confirms; a forged token does nothing', async () => {
    const [slot] = (await slotsOf(16)).slots.slice(60);
    const { id } = (await book(16, slot!)).body.booking;
    const [advertiserMail] = await mailsTo('owner@example.com', 'Inspection request');
    const link = advertiserMail!.links.find((url) => url.includes('/bookings/confirm?token='))!;
    const mailed = new URL(link).searchParams.get('token')!;
    expect(mailed.startsWith(`${id}.`)).toBe(true);

    const shown = await call<{ booking: Booking }>('GET', `bookings/byToken?token=${encodeURIComponent(mailed)}`);
    expect(shown.body.booking).toMatchObject({ id, status: 'requested' });
    expect((await call<{ bookings: Booking[] }>('GET', 'bookings/requests', undefined, owner)).body.bookings.find((booking) => booking.id === id)?.status).toBe('requested');
    // Another booking's token, or one signed for someone else, is refused alike.
    expect((await call('POST', 'bookings/confirmByToken', { token: `${id}.${'A'.repeat(43)}` })).status).toBe(400);
    expect((await call('POST', 'bookings/confirmByToken', { token: signedIdToken(provider.config.alertsSecret, 'listing-confirmation', id, 1) })).status).toBe(400);
    // An id past PostgreSQL's integer is an invalid link, not a failed query.
    const pastInteger = await call<{ Detail: string }>('POST', 'bookings/confirmByToken', { token: `9999999999.${'A'.repeat(43)}` });
    expect(pastInteger).toEqual({ status: 400, body: expect.objectContaining({ Detail: 'This confirmation link is not valid' }) });

    const confirmed = await call<{ booking: Booking }>('POST', 'bookings/confirmByToken', { token: mailed });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.booking.status).toBe('confirmed');
    expect((await call('POST', 'bookings/confirmByToken', { token: mailed })).status).toBe(200);
  });
});

describe('the clock', () => {
  test('a request unanswered for 24 hours expires and the visitor is told', async () => {
    const [slot] = (await slotsOf(17)).slots.slice(100);
    const { id } = (await book(17, slot!)).body.booking;
    await runBookingTimers(provider.db, provider.config, provider.jobs.bookingTexts, new Date(Date.now() + 23 * HOUR_MS));
    expect((await call<{ bookings: Booking[] }>('GET', 'bookings/mine', undefined, buyer)).body.bookings.find((booking) => booking.id === id)?.status).toBe('requested');
    await runBookingTimers(provider.db, provider.config, provider.jobs.bookingTexts, new Date(Date.now() + 25 * HOUR_MS));
    expect((await call<{ bookings: Booking[] }>('GET', 'bookings/mine', undefined, buyer)).body.bookings.find((booking) => booking.id === id)?.status).toBe('expired');
    const [told] = await mailsTo('buyer@example.com', 'No answer to your inspection request');
    expect(told?.calendar?.method).toBe('CANCEL');
    expect((await slotsOf(17)).slots.map((open) => open.starts_at)).toContain(slot!.starts_at);
  });

  test('reminders go the evening before and two hours before, once each however often the timers run', async () => {
    const [slot] = (await slotsOf(19)).slots.filter((open) => Date.parse(open.starts_at) > Date.now() + 48 * HOUR_MS);
    const { id } = (await book(19, slot!, staff)).body.booking;
    expect((await call('POST', 'bookings/confirm', { id }, owner)).status).toBe(200);
    const start = Date.parse(slot!.starts_at);
    const lagosDayBefore = new Date(start + HOUR_MS - 24 * HOUR_MS).toISOString().slice(0, 10);
    const evening = Date.parse(`${lagosDayBefore}T17:00:00.000Z`);
    const reminders = async () => mailsTo('staff@example.com', 'inspection of');

    await runBookingTimers(provider.db, provider.config, provider.jobs.bookingTexts, new Date(evening - 60_000));
    expect(await reminders()).toHaveLength(0);
    await Promise.all([1, 2].map(() => runBookingTimers(provider.db, provider.config, provider.jobs.bookingTexts, new Date(evening + 60_000))));
    expect((await reminders()).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Tomorrow: /)]);
    await runBookingTimers(provider.db, provider.config, provider.jobs.bookingTexts, new Date(start - 2 * HOUR_MS + 60_000));
    await runBookingTimers(provider.db, provider.config, provider.jobs.bookingTexts, new Date(start - HOUR_MS));
    expect((await reminders()).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^In two hours: /), expect.stringMatching(/^Tomorrow: /)]);

    // Over: held, and the visitor is asked how it went.
    await runBookingTimers(provider.db, provider.config, provider.jobs.bookingTexts, new Date(start + 2 * HOUR_MS));
    expect((await mailsTo('staff@example.com', 'How did your inspection')).length).toBe(1);
  });
});

describe('how did it go', () => {
  test('asked only after the slot; "already let or sold" takes the listing out of confirmed available; two in 14 days reach staff', async () => {
    const slots = (await slotsOf(20)).slots;
    const first = (await book(20, slots[5]!, buyer)).body.booking.id;
    const second = (await book(20, slots[6]!, staff)).body.booking.id;
    for (const id of [first, second]) expect((await call('POST', 'bookings/confirm', { id }, owner)).status).toBe(200);

    const early = await call<Refusal>('POST', 'bookings/feedback', { id: first, answer: 'as_described' }, buyer);
    expect(early.status).toBe(409);
    expect(early.body.Detail).toBe('You can tell us how it went after the inspection');

    freshnessClock.setOffsetDays(15);
    expect((await call('POST', 'bookings/feedback', { id: first, answer: 'already_let_or_sold' }, owner)).status).toBe(403);
    expect((await call<Refusal>('POST', 'bookings/feedback', { id: first, answer: 'gone' }, buyer)).status).toBe(422);
    const answered = await call<{ booking: Booking }>('POST', 'bookings/feedback', { id: first, answer: 'already_let_or_sold' }, buyer);
    expect(answered.body.booking).toMatchObject({ status: 'held', feedback: 'already_let_or_sold', feedback_due: false });
    expect((await call('POST', 'bookings/feedback', { id: first, answer: 'as_described' }, buyer)).status).toBe(409);

    const detail = await call<{ property: { freshness: string } }>('GET', 'params/getPropertyDetail?propertyId=20');
    expect(detail.body.property.freshness).not.toBe('confirmed');
    expect((await mailsTo('owner@example.com', 'still available?')).length).toBeGreaterThan(0);
    const reportsOf20 = () => provider.db.select().from(listingReports).where(eq(listingReports.propertyId, 20));
    expect(await reportsOf20()).toHaveLength(0);

    expect((await call('POST', 'bookings/feedback', { id: second, answer: 'already_let_or_sold' }, staff)).status).toBe(200);
    const [report] = await reportsOf20();
    expect(report).toMatchObject({ reason: 'visitors_said_gone', status: 'open' });
    // Staff see it as what it is, with the dates of the two answers.
    const queue = (await call<{ reports: { property: { id: number }; reports: { reason: string; answered_at?: string[] }[] }[] }>('GET', 'staff/console', undefined, staff)).body.reports;
    const filed = queue.find((group) => group.property.id === 20)!.reports;
    const answers = await provider.db.select({ at: inspectionBookings.feedbackAt }).from(inspectionBookings).where(eq(inspectionBookings.propertyId, 20));
    expect(filed).toEqual([expect.objectContaining({ reason: 'visitors_said_gone', answered_at: answers.map((row) => row.at!.toISOString()).sort() })]);
  });

  test('one visitor saying "already let or sold" after two viewings is not two visitors: one report, at the second member', async () => {
    const [doubter, other] = await extraVisitors(2, 'doubter');
    const idOf = async (email: string) => (await provider.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const [doubterId, otherId, ownerId] = [await idOf('doubter0@example.com'), await idOf('doubter1@example.com'), await idOf('owner@example.com')];
    // Three viewings of listing 10 held in the last days: two by the same member, one by another.
    const heldViewing = async (visitorId: number, daysAgo: number) => {
      const startsAt = new Date(Date.now() - daysAgo * 24 * HOUR_MS);
      const [row] = await provider.db
        .insert(inspectionBookings)
        .values({
          propertyId: 10, visitorId, advertiserId: ownerId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR_MS), phone: '+2348090000009', status: 'held',
          calendarUid: `doubter-${visitorId}-${daysAgo}@naijahomes.test`, requestedAt: startsAt, createdAt: startsAt, updatedAt: startsAt,
        })
        .returning({ id: inspectionBookings.id });
      return row!.id;
    };
    const [firstVisit, secondVisit, otherVisit] = [await heldViewing(doubterId, 3), await heldViewing(doubterId, 2), await heldViewing(otherId, 1)];
    const reportsOf10 = () => provider.db.select().from(listingReports).where(eq(listingReports.propertyId, 10));

    for (const id of [firstVisit, secondVisit]) expect((await call('POST', 'bookings/feedback', { id, answer: 'already_let_or_sold' }, doubter)).status).toBe(200);
    expect(await reportsOf10()).toHaveLength(0);
    expect((await call('POST', 'bookings/feedback', { id: otherVisit, answer: 'already_let_or_sold' }, other)).status).toBe(200);
    expect(await reportsOf10()).toEqual([expect.objectContaining({ reason: 'visitors_said_gone' })]);
    // A third viewing by the first member, answered the same way, files no second report.
    const thirdVisit = await heldViewing(doubterId, 0.5);
    expect((await call('POST', 'bookings/feedback', { id: thirdVisit, answer: 'already_let_or_sold' }, doubter)).status).toBe(200);
    expect(await reportsOf10()).toHaveLength(1);
  });

  test('a member holds at most five open bookings', async () => {
    const openNow = async () =>
      (await call<{ bookings: Booking[] }>('GET', 'bookings/mine', undefined, staff)).body.bookings.filter(
        (booking) => ['requested', 'confirmed'].includes(booking.status) && Date.parse(booking.starts_at) > Date.now(),
      ).length;
    const slots = (await slotsOf(21)).slots.slice(100);
    const listings = [21, 22, 23, 1, 2, 3, 4];
    const allowed = 5 - (await openNow());
    const answers = [];
    for (const [index, listing] of listings.slice(0, allowed + 1).entries()) answers.push((await book(listing, slots[index * 2]!, staff)).status);
    expect(answers).toEqual([...Array<number>(allowed).fill(201), 409]);
    expect(await openNow()).toBe(5);
    expect((await book(4, slots[15]!, staff)).body.Detail).toBe('You have 5 inspections booked; cancel one to book another');
  });

  test('a member booking several listings at once still holds at most five', async () => {
    const [eager] = await extraVisitors(1, 'eager');
    const slots = (await slotsOf(21)).slots.slice(-12, -4);
    const listings = [21, 22, 23, 1, 2, 3, 4];
    const answers = await Promise.all(listings.map((listing, index) => book(listing, slots[index]!, eager)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array<number>(5).fill(201), 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body.Detail).toBe('You have 5 inspections booked; cancel one to book another');
  });
});

describe('ratings', () => {
  type Rated = { booking: Booking & { rating: { stars: number; comment: string | null } | null; rating_due: boolean } };
  const rate = (id: number, token: string, body: Record<string, unknown> = { stars: 4, comment: 'Good' }) => call<Refusal & Rated>('POST', 'bookings/rate', { id, ...body }, token);

  test('only the visitor of a held inspection rates it, and once: the advertiser, a stranger and visitors whose booking did not happen are refused', async () => {
    const [visitor, declinedVisitor, cancelledVisitor, expiredVisitor] = await extraVisitors(4, 'rater');
    const slots = (await slotsOf(23)).slots;
    const bookedBy = async (token: string, slot: Slot) => (await book(23, slot, token)).body.booking.id;
    const held = await bookedBy(visitor!, slots[0]!);
    const declined = await bookedBy(declinedVisitor!, slots[1]!);
    const cancelled = await bookedBy(cancelledVisitor!, slots[2]!);
    const expired = await bookedBy(expiredVisitor!, slots[3]!);
    for (const id of [held, cancelled]) expect((await call('POST', 'bookings/confirm', { id }, owner)).status).toBe(200);
    expect((await call('POST', 'bookings/decline', { id: declined, reason: 'Away' }, owner)).status).toBe(200);
    expect((await call('POST', 'bookings/cancel', { id: cancelled }, cancelledVisitor)).status).toBe(200);

    const early = await rate(held, visitor!);
    expect(early.status).toBe(409);
    expect(early.body.Detail).toBe('You can rate an inspection once it has taken place');

    freshnessClock.setOffsetDays(15);
    await runBookingTimers(provider.db, provider.config, provider.jobs.bookingTexts, freshnessClock.now());
    const mine = (await call<{ bookings: Rated['booking'][] }>('GET', 'bookings/mine', undefined, visitor)).body.bookings[0]!;
    expect(mine).toMatchObject({ id: held, status: 'held', rating: null, rating_due: true });

    const byAdvertiser = await rate(held, owner);
    expect(byAdvertiser.status).toBe(403);
    expect(byAdvertiser.body.Detail).toBe('Only the visitor can rate the inspection');
    expect((await rate(held, buyer)).status).toBe(404);
    for (const [id, token] of [[declined, declinedVisitor], [cancelled, cancelledVisitor], [expired, expiredVisitor]] as const) {
      const refused = await rate(id, token!);
      expect(refused.status).toBe(409);
      expect(refused.body.Detail).toBe('You can rate an inspection once it has taken place');
    }
    for (const stars of [0, 6, 2.5, '5', null]) expect((await rate(held, visitor!, { stars })).body.ResponseMessage).toEqual({ stars: ['Choose from 1 to 5 stars'] });
    expect((await rate(held, visitor!, { stars: 3, comment: 'x'.repeat(501) })).body.ResponseMessage).toEqual({ comment: ['Must be at most 500 characters'] });
    // PostgreSQL text cannot hold NUL: refused with a message, not a failed insert.
    expect(await rate(held, visitor!, { stars: 3, comment: 'a\u0000b' })).toMatchObject({ status: 422, body: { ResponseMessage: { body: ['Text must not contain the NUL character'] } } });

    // Two presses at once save one rating; a third is refused.
    const [first, second] = await Promise.all([rate(held, visitor!, { stars: 5, comment: '  <b>Punctual</b>  ' }), rate(held, visitor!, { stars: 1 })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const saved = first.status === 200 ? first : second;
    const again = await rate(held, visitor!, { stars: 1 });
    expect(again.status).toBe(409);
    expect(again.body.Detail).toBe('You have already rated this inspection');
    const [row] = await provider.db.select({ rating: inspectionBookings.rating, comment: inspectionBookings.ratingComment }).from(inspectionBookings).where(eq(inspectionBookings.id, held));
    expect(saved.body.booking).toMatchObject({ rating: { stars: row!.rating, comment: row!.comment }, rating_due: false });
    if (row!.rating === 5) expect(row!.comment).toBe('<b>Punctual</b>');
    // The advertiser reads ratings on the profile only, without who gave which.
    const request = (await call<{ bookings: Rated['booking'][] }>('GET', 'bookings/requests', undefined, owner)).body.bookings.find((booking) => booking.id === held);
    expect(request).toMatchObject({ rating: null, rating_due: false });
  });
});

describe('changes cannot flood a phone', () => {
  test('moving a booking back and forth: texts to its number stop at the daily cap, mails go on, then the member is held back', async () => {
    const [mover] = await extraVisitors(1, 'mover');
    const slots = (await slotsOf(22)).slots.slice(-2);
    const booked = await call<{ booking: Booking }>('POST', 'bookings/book', { property_id: 22, starts_at: slots[0]!.starts_at, phone: '0809 000 0001' }, mover);
    expect(booked.status).toBe(201);
    const textsToVictim = async () => (await queuedTexts()).filter((text) => text.to.endsWith('8090000001')).length;
    const answers = [];
    for (let index = 1; index <= BOOKING_CHANGES_PER_HOUR + 1; index++) {
      answers.push((await call('POST', 'bookings/move', { id: booked.body.booking.id, starts_at: slots[index % 2]!.starts_at }, mover)).status);
    }
    expect(answers).toEqual([...Array<number>(BOOKING_CHANGES_PER_HOUR).fill(200), 429]);
    expect(await textsToVictim()).toBe(BOOKING_TEXTS_PER_PHONE_PER_DAY);
    expect(await mailsTo('mover0@example.com', 'Inspection moved')).toHaveLength(BOOKING_CHANGES_PER_HOUR);
  }, 60_000);
});
