import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import { idOfToken, signedIdTokenValid } from '../auth/confirmationTokens';
import { recordFeedback } from '../bookings/feedback';
import { RATING_COMMENT_MAX, recordRating } from '../bookings/ratings';
import { announce, type BookingChange } from '../bookings/notices';
import { findBooking, findBookings, type BookingRecord } from '../bookings/records';
import { freshnessClock } from '../clock';
import type { Database } from '../db/client';
import { FEEDBACK_ANSWERS, inspectionBookings, OPEN_BOOKING_STATUSES, type BookingStatus } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { badRequest, conflict, forbidden, notFound, ProviderError, tooManyRequests, validationFailed } from '../http/errors';
import { positiveId, requiredText } from '../http/fields';
import { slidingWindowLimiter } from '../http/rateLimit';
import { parseJsonBody, parseQuery } from '../http/validation';
import { toBooking, type BookingSide } from '../serializers/booking';
import { nigerianMobile } from '../sms/phone';
import { openSlots, type Slot } from '../bookings/slots';
import { advertiserSlots, bookabilityOf, toSlot } from './bookingAvailability';

const HOUR_MS = 60 * 60 * 1000;
/** Open bookings a member may hold at once: enough to compare a few homes, too few to block an agent's week. */
export const MAX_OPEN_BOOKINGS = 5;
export const NOTE_MAX = 500;
/** The first key of the per-visitor advisory lock that makes the open-bookings cap hold under races. */
const OPEN_BOOKINGS_LOCK = 0x626b;
/** Booking changes a member may make an hour: an advertiser answering a busy day's requests stays within it. */
export const BOOKING_CHANGES_PER_HOUR = 30;
const REASON_MAX = 500;

const NOT_FOUND = 'Booking not found';
const BAD_TOKEN = 'This confirmation link is not valid';
const SLOT_TAKEN = 'Someone has just booked this time; please choose another';
const NOT_OPEN = 'Choose one of the open times';
const NOT_A_MOBILE = 'Enter a Nigerian mobile number such as 0803 123 4567';

const startsAt = z.iso.datetime({ error: NOT_OPEN }).transform((text) => new Date(text));
const bookBody = z.object({
  property_id: positiveId,
  starts_at: startsAt,
  phone: requiredText.max(40, NOT_A_MOBILE),
  note: z.string().trim().max(NOTE_MAX, `Must be at most ${NOTE_MAX} characters`).optional(),
});
const idBody = z.object({ id: positiveId });
const reasonText = requiredText.pipe(z.string().max(REASON_MAX, `Must be at most ${REASON_MAX} characters`));
const slotBody = z.object({ id: positiveId, starts_at: startsAt });
const rateBody = z.object({
  id: positiveId,
  stars: z.number({ error: 'Choose from 1 to 5 stars' }).int('Choose from 1 to 5 stars').min(1, 'Choose from 1 to 5 stars').max(5, 'Choose from 1 to 5 stars'),
  comment: z.string().trim().max(RATING_COMMENT_MAX, `Must be at most ${RATING_COMMENT_MAX} characters`).optional(),
});

/** A 409 that names the next open time, so the page can offer it at once. */
const slotTaken = (next: Slot | undefined) => new ProviderError(409, { Detail: SLOT_TAKEN, next_slot: next ? toSlot(next) : null });

/**
 * Provider extension (docs/provider-contract.md, "Inspection bookings"): a signed-in visitor books one
 * of a listing's open slots; the advertiser confirms, declines, offers another time; either side
 * cancels or moves it; the visitor says how it went. Each change is mailed to both with a calendar
 * file and texted. Who may do what is checked on every call against the booking's two members.
 */
export function bookingRoutes({ db, config, jobs }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(db);
  // Each booking mails and texts an advertiser: a member books a few an hour at most.
  const bookingsPerMember = slidingWindowLimiter(10, HOUR_MS);
  // Every later change (answer, offer, move, cancel, feedback) mails both sides and texts the booking's number.
  const changesPerMember = slidingWindowLimiter(BOOKING_CHANGES_PER_HOUR, HOUR_MS);
  const takeChange = (userId: number) => {
    const wait = changesPerMember.take(String(userId));
    if (wait !== undefined) throw tooManyRequests('You have changed your bookings too often; please try again later', wait);
  };

  /** Saves a change with its mails and queued texts in one transaction: the answer waits for no gateway. */
  async function commit(id: number, change: BookingChange, update: (tx: Database) => Promise<boolean>): Promise<BookingRecord> {
    const now = freshnessClock.now();
    const outcome = await db.transaction(async (tx) => {
      if (!(await update(tx))) return undefined;
      const booking = (await findBooking(tx, id))!;
      await jobs.bookingTexts(tx, await announce(tx, config, booking, change, now));
      return booking;
    });
    if (!outcome) throw conflict('This booking has just changed; please reload it');
    return outcome;
  }

  /** The booking, if the caller is one of its two sides (anyone else is told it does not exist). */
  async function bookingOf(id: number, userId: number): Promise<{ booking: BookingRecord; side: BookingSide }> {
    const booking = await findBooking(db, id);
    if (booking?.visitorId === userId) return { booking, side: 'visitor' };
    if (booking?.advertiserId === userId) return { booking, side: 'advertiser' };
    throw notFound(NOT_FOUND);
  }

  const onlyAdvertiser = (side: BookingSide) => {
    if (side !== 'advertiser') throw forbidden('Only the advertiser can answer a request');
  };
  const expectStatus = (booking: BookingRecord, statuses: BookingStatus[], detail: string) => {
    if (!statuses.includes(booking.status)) throw conflict(detail);
  };
  const expectToCome = (booking: BookingRecord, detail: string) => {
    if (!OPEN_BOOKING_STATUSES.includes(booking.status) || booking.startsAt <= freshnessClock.now()) throw conflict(detail);
  };
  /** A conditional update: it changes nothing when another request changed the booking first. */
  const whileStatus = (booking: BookingRecord) => and(eq(inspectionBookings.id, booking.id), eq(inspectionBookings.status, booking.status), eq(inspectionBookings.sequence, booking.sequence));

  /** An open slot of the booking's advertiser starting at `start`, or a 409/422 saying why not. */
  async function openSlotAt(propertyId: number, start: Date): Promise<Slot> {
    const bookability = await bookabilityOf(db, propertyId);
    if (!bookability?.availability) throw conflict('This listing is not taking bookings just now');
    const now = freshnessClock.now();
    const slots = await advertiserSlots(db, bookability.advertiserId, bookability.availability, now);
    const slot = slots.find((open) => open.startsAt.getTime() === start.getTime());
    if (slot) return slot;
    const inHours = openSlots(bookability.availability, now, []).some((any) => any.startsAt.getTime() === start.getTime());
    if (inHours) throw slotTaken(slots.find((open) => open.startsAt > start) ?? slots[0]);
    throw validationFailed({ starts_at: [NOT_OPEN] });
  }

  /** Moves a booking to `slot` in `tx`; a slot taken meanwhile ends in slotTaken, with the next one. */
  async function moveTo(booking: BookingRecord, slot: Slot, change: BookingChange, status: BookingStatus, extra: Partial<typeof inspectionBookings.$inferInsert>) {
    const now = freshnessClock.now();
    try {
      return await commit(booking.id, change, async (tx) => {
        const moved = await tx
          .update(inspectionBookings)
          .set({ startsAt: slot.startsAt, endsAt: slot.endsAt, status, offeredStartsAt: null, offeredEndsAt: null, sequence: booking.sequence + 1, updatedAt: now, eveningReminderAt: null, soonReminderAt: null, ...extra })
          .where(whileStatus(booking))
          .returning({ id: inspectionBookings.id });
        return moved.length > 0;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const bookability = await bookabilityOf(db, booking.propertyId);
      const slots = bookability?.availability ? await advertiserSlots(db, booking.advertiserId, bookability.availability, now) : [];
      throw slotTaken(slots.find((open) => open.startsAt > slot.startsAt) ?? slots[0]);
    }
  }

  routes.post('/bookings/book', signedIn, async (c) => {
    const body = await parseJsonBody(c, bookBody);
    const { userId } = authOf(c);
    const phone = nigerianMobile(body.phone);
    if (!phone) throw validationFailed({ phone: [NOT_A_MOBILE] });
    const bookability = await bookabilityOf(db, body.property_id);
    if (!bookability) throw notFound('Property not found');
    if (bookability.advertiserId === userId) throw forbidden('You cannot book an inspection of your own listing');
    const now = freshnessClock.now();
    const slot = await openSlotAt(body.property_id, body.starts_at);
    const wait = bookingsPerMember.take(String(userId));
    if (wait !== undefined) throw tooManyRequests('You have booked too many inspections; please try again later', wait);
    const instant = bookability.availability?.instant ?? false;

    const id = await db.transaction(async (tx) => {
      // One visitor's parallel bookings take turns here, so each counts the ones committed before it.
      await tx.execute(sql`select pg_advisory_xact_lock(${OPEN_BOOKINGS_LOCK}, ${userId})`);
      const [open] = await tx
        .select({ count: count() })
        .from(inspectionBookings)
        .where(and(eq(inspectionBookings.visitorId, userId), inArray(inspectionBookings.status, OPEN_BOOKING_STATUSES), gt(inspectionBookings.startsAt, now)));
      if ((open?.count ?? 0) >= MAX_OPEN_BOOKINGS) throw conflict(`You have ${MAX_OPEN_BOOKINGS} inspections booked; cancel one to book another`);
      const [inserted] = await tx
        .insert(inspectionBookings)
        .values({
          propertyId: body.property_id,
          visitorId: userId,
          advertiserId: bookability.advertiserId,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          phone,
          note: body.note || null,
          status: instant ? 'confirmed' : 'requested',
          instant,
          calendarUid: `${randomUUID()}@naijahomes-inspections`,
          requestedAt: now,
          answeredAt: instant ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        // Two partial unique indexes settle races: the slot's and the visitor's one open booking per listing.
        .onConflictDoNothing()
        .returning({ id: inspectionBookings.id });
      return inserted?.id;
    });
    if (id === undefined) {
      const [mine] = await db
        .select({ id: inspectionBookings.id })
        .from(inspectionBookings)
        .where(and(eq(inspectionBookings.propertyId, body.property_id), eq(inspectionBookings.visitorId, userId), inArray(inspectionBookings.status, OPEN_BOOKING_STATUSES)));
      if (mine) throw conflict('You already have an inspection of this listing booked');
      const slots = await advertiserSlots(db, bookability.advertiserId, bookability.availability!, now);
      throw slotTaken(slots.find((next) => next.startsAt > slot.startsAt) ?? slots[0]);
    }
    const booking = (await findBooking(db, id))!;
    await db.transaction(async (tx) => jobs.bookingTexts(tx, await announce(tx, config, booking, instant ? 'confirmed' : 'requested', now)));
    return c.json({ Detail: instant ? 'Your inspection is booked' : 'Your request was sent; the advertiser has 24 hours to confirm', booking: toBooking(booking, 'visitor', now) }, 201);
  });

  routes.get('/bookings/mine', signedIn, async (c) => {
    const bookings = await findBookings(db, eq(inspectionBookings.visitorId, authOf(c).userId));
    const now = freshnessClock.now();
    return c.json({ bookings: bookings.map((booking) => toBooking(booking, 'visitor', now)) });
  });

  routes.get('/bookings/requests', signedIn, async (c) => {
    const bookings = await findBookings(db, eq(inspectionBookings.advertiserId, authOf(c).userId));
    const now = freshnessClock.now();
    return c.json({ bookings: bookings.map((booking) => toBooking(booking, 'advertiser', now)) });
  });

  async function confirm(booking: BookingRecord) {
    const now = freshnessClock.now();
    return commit(booking.id, 'confirmed', async (tx) => {
      const confirmed = await tx
        .update(inspectionBookings)
        .set({ status: 'confirmed', answeredAt: booking.answeredAt ?? now, sequence: booking.sequence + 1, updatedAt: now })
        .where(whileStatus(booking))
        .returning({ id: inspectionBookings.id });
      return confirmed.length > 0;
    });
  }

  routes.post('/bookings/confirm', signedIn, async (c) => {
    takeChange(authOf(c).userId);
    const { id } = await parseJsonBody(c, idBody);
    const { booking, side } = await bookingOf(id, authOf(c).userId);
    onlyAdvertiser(side);
    expectStatus(booking, ['requested'], 'Only a request waiting for an answer can be confirmed');
    return c.json({ Detail: 'Inspection confirmed', booking: toBooking(await confirm(booking), side, freshnessClock.now()) });
  });

  routes.post('/bookings/decline', signedIn, async (c) => {
    takeChange(authOf(c).userId);
    const { id, reason } = await parseJsonBody(c, z.object({ id: positiveId, reason: reasonText }));
    const { booking, side } = await bookingOf(id, authOf(c).userId);
    onlyAdvertiser(side);
    expectStatus(booking, ['requested'], 'Only a request waiting for an answer can be declined; cancel a confirmed inspection instead');
    const now = freshnessClock.now();
    const declined = await commit(booking.id, 'declined', async (tx) => {
      const rows = await tx
        .update(inspectionBookings)
        .set({ status: 'declined', declineReason: reason, answeredAt: booking.answeredAt ?? now, sequence: booking.sequence + 1, updatedAt: now })
        .where(whileStatus(booking))
        .returning({ id: inspectionBookings.id });
      return rows.length > 0;
    });
    return c.json({ Detail: 'Inspection declined', booking: toBooking(declined, side, now) });
  });

  routes.post('/bookings/offer', signedIn, async (c) => {
    takeChange(authOf(c).userId);
    const body = await parseJsonBody(c, slotBody);
    const { booking, side } = await bookingOf(body.id, authOf(c).userId);
    onlyAdvertiser(side);
    expectStatus(booking, ['requested'], 'Another time can only be offered for a request waiting for an answer');
    const slot = await openSlotAt(booking.propertyId, body.starts_at);
    const now = freshnessClock.now();
    const offered = await commit(booking.id, 'offered', async (tx) => {
      const rows = await tx
        .update(inspectionBookings)
        .set({ offeredStartsAt: slot.startsAt, offeredEndsAt: slot.endsAt, answeredAt: booking.answeredAt ?? now, sequence: booking.sequence + 1, updatedAt: now })
        .where(whileStatus(booking))
        .returning({ id: inspectionBookings.id });
      return rows.length > 0;
    });
    return c.json({ Detail: 'Another time was offered to the visitor', booking: toBooking(offered, side, now) });
  });

  routes.post('/bookings/acceptOffer', signedIn, async (c) => {
    takeChange(authOf(c).userId);
    const { id } = await parseJsonBody(c, idBody);
    const { booking, side } = await bookingOf(id, authOf(c).userId);
    if (side !== 'visitor') throw forbidden('Only the visitor can accept the time offered');
    if (booking.status !== 'requested' || !booking.offeredStartsAt) throw conflict('There is no other time offered for this booking');
    const slot = await openSlotAt(booking.propertyId, booking.offeredStartsAt);
    const moved = await moveTo(booking, slot, 'moved', 'confirmed', {});
    return c.json({ Detail: 'Inspection confirmed', booking: toBooking(moved, side, freshnessClock.now()) });
  });

  routes.post('/bookings/move', signedIn, async (c) => {
    takeChange(authOf(c).userId);
    const body = await parseJsonBody(c, slotBody);
    const { booking, side } = await bookingOf(body.id, authOf(c).userId);
    expectToCome(booking, 'Only a booking still to come can be moved');
    const slot = await openSlotAt(booking.propertyId, body.starts_at);
    const now = freshnessClock.now();
    // The advertiser's move is their answer; the visitor's is a new request unless bookings are instant.
    const instant = (await bookabilityOf(db, booking.propertyId))?.availability?.instant ?? false;
    const confirmed = side === 'advertiser' || instant;
    const moved = await moveTo(booking, slot, 'moved', confirmed ? 'confirmed' : 'requested', {
      requestedAt: confirmed ? booking.requestedAt : now,
      answeredAt: side === 'advertiser' ? (booking.answeredAt ?? now) : booking.answeredAt,
    });
    return c.json({ Detail: 'Inspection moved', booking: toBooking(moved, side, now) });
  });

  routes.post('/bookings/cancel', signedIn, async (c) => {
    takeChange(authOf(c).userId);
    const { id } = await parseJsonBody(c, idBody);
    const { booking, side } = await bookingOf(id, authOf(c).userId);
    expectToCome(booking, 'Only a booking still to come can be cancelled');
    const now = freshnessClock.now();
    const cancelled = await commit(booking.id, 'cancelled', async (tx) => {
      const rows = await tx
        .update(inspectionBookings)
        .set({ status: 'cancelled', cancelledBy: side, sequence: booking.sequence + 1, updatedAt: now })
        .where(whileStatus(booking))
        .returning({ id: inspectionBookings.id });
      return rows.length > 0;
    });
    return c.json({ Detail: 'Inspection cancelled', booking: toBooking(cancelled, side, now) });
  });

  routes.post('/bookings/feedback', signedIn, async (c) => {
    takeChange(authOf(c).userId);
    const { id, answer } = await parseJsonBody(c, z.object({ id: positiveId, answer: z.enum(FEEDBACK_ANSWERS, { error: `Choose one of ${FEEDBACK_ANSWERS.join(', ')}` }) }));
    const { booking, side } = await bookingOf(id, authOf(c).userId);
    if (side !== 'visitor') throw forbidden('Only the visitor can say how the inspection went');
    const now = freshnessClock.now();
    const answered = await recordFeedback(db, config, booking, answer, now);
    return c.json({ Detail: 'Thank you for telling us how it went', booking: toBooking(answered, side, now) });
  });

  routes.post('/bookings/rate', signedIn, async (c) => {
    takeChange(authOf(c).userId);
    const { id, stars, comment } = await parseJsonBody(c, rateBody);
    const { booking, side } = await bookingOf(id, authOf(c).userId);
    if (side !== 'visitor') throw forbidden('Only the visitor can rate the inspection');
    const now = freshnessClock.now();
    const rated = await recordRating(db, booking, stars, comment || null, now);
    return c.json({ Detail: 'Thank you for your rating', booking: toBooking(rated, side, now) });
  });

  /** The advertiser's one-click link: the token names the booking and is bound to its advertiser. */
  async function bookingOfToken(token: string): Promise<BookingRecord> {
    const named = idOfToken(token);
    const booking = named ? await findBooking(db, named.id) : undefined;
    // An unknown booking answers as a forged token does: the link reveals nothing about which ids exist.
    if (!named || !booking || !signedIdTokenValid(config.alertsSecret, 'inspection-booking', booking.id, booking.advertiserId, named.mac)) throw badRequest(BAD_TOKEN);
    return booking;
  }

  // Opening the link changes nothing (mail scanners open links): its page shows the request and POSTs.
  routes.get('/bookings/byToken', async (c) => {
    const { token } = parseQuery(c, z.object({ token: z.string().max(200) }));
    return c.json({ booking: toBooking(await bookingOfToken(token), 'advertiser', freshnessClock.now()) });
  });

  routes.post('/bookings/confirmByToken', async (c) => {
    const { token } = await parseJsonBody(c, z.object({ token: z.string().max(200) }));
    const booking = await bookingOfToken(token);
    takeChange(booking.advertiserId);
    const now = freshnessClock.now();
    // A second press of the link answers as the first did.
    if (booking.status === 'confirmed') return c.json({ Detail: 'Inspection confirmed', booking: toBooking(booking, 'advertiser', now) });
    expectStatus(booking, ['requested'], 'This request can no longer be confirmed: it was declined, cancelled or has expired');
    return c.json({ Detail: 'Inspection confirmed', booking: toBooking(await confirm(booking), 'advertiser', now) });
  });

  return routes;
}
