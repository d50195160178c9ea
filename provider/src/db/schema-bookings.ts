import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties, users } from './schema-core';

// Inspection bookings: an advertiser's weekly hours, the visits visitors book in them, and how each went.

/** One weekly stretch of inspection hours: `day` 0 = Sunday … 6 = Saturday, times `HH:MM` in Lagos. */
export type WeeklyHours = { day: number; from: string; to: string };

/** The advertiser's inspection hours; a member without a row takes no bookings. */
export const inspectionAvailability = pgTable('inspection_availability', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklyHours: jsonb('weekly_hours').$type<WeeklyHours[]>().notNull(),
  slotMinutes: integer('slot_minutes').notNull(),
  /** Lagos dates (`yyyy-MM-dd`) without inspections: holidays, travel. */
  blockedDates: jsonb('blocked_dates').$type<string[]>().notNull().default([]),
  /** True: a booking is confirmed at once; false: it waits for the advertiser's answer. */
  instant: boolean('instant').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Listings whose owner turned booking off (the rest of their listings take bookings). */
export const listingBookingOff = pgTable('listing_booking_off', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const BOOKING_STATUSES = ['requested', 'confirmed', 'declined', 'expired', 'cancelled', 'held'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses that hold the advertiser's time: a slot with one of them is gone for others. */
export const OPEN_BOOKING_STATUSES: BookingStatus[] = ['requested', 'confirmed'];

export const FEEDBACK_ANSWERS = ['as_described', 'different_from_listing', 'already_let_or_sold', 'advertiser_absent'] as const;
export type FeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number];

export const inspectionBookings = pgTable(
  'inspection_bookings',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing's owner when booked: the one who answers, and whose time the slot takes. */
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The visitor's number for the day, in +234 form. */
    phone: text('phone').notNull(),
    note: text('note'),
    status: text('status').$type<BookingStatus>().notNull(),
    declineReason: text('decline_reason'),
    /** Another time the advertiser offered instead; the visitor accepts it or not. */
    offeredStartsAt: timestamp('offered_starts_at', { withTimezone: true }),
    offeredEndsAt: timestamp('offered_ends_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').$type<'visitor' | 'advertiser'>(),
    /** The calendar event's UID: every mail about this booking updates one event. */
    calendarUid: text('calendar_uid').notNull().unique(),
    /** Rises with each change mailed, so calendars take the latest. */
    sequence: integer('sequence').notNull().default(0),
    /** Confirmed at once by the advertiser's setting: no request for them to answer, so no reply time to measure. */
    instant: boolean('instant').notNull().default(false),
    /** When the current request was made (a move asks again): a request unanswered 24 hours expires. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** The advertiser's first answer (confirm, decline or another time): what reply times are measured to. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    eveningReminderAt: timestamp('evening_reminder_at', { withTimezone: true }),
    soonReminderAt: timestamp('soon_reminder_at', { withTimezone: true }),
    feedback: text('feedback').$type<FeedbackAnswer>(),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    /** The visitor's stars (1-5) and optional comment after a held inspection: one rating per booking. */
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A slot once taken is gone: two visitors pressing at once insert one row, the other conflicts.
    uniqueIndex('inspection_bookings_slot_taken_idx')
      .on(table.advertiserId, table.startsAt)
      .where(sql`${table.status} in ('requested', 'confirmed')`),
    // One open booking per visitor and listing: a second would only hold another slot for the same visit.
    uniqueIndex('inspection_bookings_one_open_idx')
      .on(table.propertyId, table.visitorId)
      .where(sql`${table.status} in ('requested', 'confirmed')`),
    index('inspection_bookings_visitor_idx').on(table.visitorId),
    index('inspection_bookings_advertiser_idx').on(table.advertiserId),
    index('inspection_bookings_due_idx').on(table.status, table.startsAt),
    check('inspection_bookings_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * Booking texts per phone number per day (UTC): a booking's number is whatever the visitor typed, so
 * the texts one number receives are capped. Counted up by a single statement that also checks the cap.
 */
export const bookingTextDays = pgTable(
  'booking_text_days',
  {
    phone: text('phone').notNull(),
    day: date('day').notNull(),
    sent: integer('sent').notNull(),
  },
  (table) => [primaryKey({ columns: [table.phone, table.day] })],
);
