/**
 * Booking an inspection (contract extension `bookings/book`): one schema for the booking page's form
 * (components/bookings/BookInspectionForm.tsx) and the BFF's forwarder, which checks the same body,
 * with the listing's id, before the provider sees it.
 */
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { bookingsText } from '@/lib/messages/bookings';

export const BOOKING_NOTE_MAX = 500;

export const bookInspectionSchema = z.object({
  starts_at: z.string({ error: bookingsText.chooseTime }).pipe(z.iso.datetime(bookingsText.chooseTime)),
  phone: z.string().trim().min(1, messages.required).max(40, bookingsText.phoneInvalid),
  note: z
    .string()
    .trim()
    .max(BOOKING_NOTE_MAX, bookingsText.noteTooLong(BOOKING_NOTE_MAX))
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type BookInspectionInput = z.input<typeof bookInspectionSchema>;

/** What the BFF forwards: the form's values and the listing. */
export const bookPayloadSchema = bookInspectionSchema.extend({ property_id: z.number().int().positive() });

/**
 * Another open time for a booking: the advertiser's offer (`bookings/offer`) or either side's move
 * (`bookings/move`), chosen in the dashboard (components/bookings/ChangeTimeForm.tsx); the BFF checks
 * the same time, with the booking's id.
 */
export const changeTimeSchema = bookInspectionSchema.pick({ starts_at: true });
export type ChangeTimeInput = z.input<typeof changeTimeSchema>;
export const changeTimePayloadSchema = changeTimeSchema.extend({ id: z.number().int().positive() });

export const RATING_COMMENT_MAX = 500;

/**
 * Rating a held inspection (contract extension `bookings/rate`): 1-5 stars (0, the star group's "no
 * stars", is not chosen yet) and an optional comment, shown on the advertiser's profile as plain text.
 */
export const rateInspectionSchema = z.object({
  stars: z.number({ error: bookingsText.chooseStars }).int(bookingsText.chooseStars).min(1, bookingsText.chooseStars).max(5, bookingsText.chooseStars),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX, bookingsText.noteTooLong(RATING_COMMENT_MAX))
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type RateInspectionInput = z.input<typeof rateInspectionSchema>;

/** What the BFF forwards: the form's values and the booking. */
export const ratePayloadSchema = rateInspectionSchema.extend({ id: z.number().int().positive() });

/** The days of the hours form, Monday first as Nigerian calendars print them; values are 0 = Sunday … 6. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The advertiser's inspection hours as the dashboard's form asks for them: the same hours on the days
 * ticked, a slot length, instant or confirmed, and blocked dates one a line. It becomes the body of
 * `bookings/availability`, which the BFF checks again (lib/vst/bookings.ts).
 */
export const availabilityFormSchema = z
  .object({
    days: z.array(z.string()).min(1, bookingsText.chooseDays),
    from: z.string().regex(TIME, bookingsText.timeFormat),
    to: z.string().regex(TIME, bookingsText.timeFormat),
    slot_minutes: z.enum(['15', '20', '30', '45', '60', '90', '120'], { error: bookingsText.chooseSlotLength }),
    instant: z.boolean(),
    // Checked as a whole, so the message stands under the one field the dates are typed in.
    blocked_dates: z
      .string()
      .transform((text) => text.split(/[\s,]+/).filter(Boolean))
      .refine((dates) => dates.every((date) => z.iso.date().safeParse(date).success), bookingsText.dateFormat)
      .refine((dates) => dates.length <= 60, bookingsText.tooManyDates),
  })
  .refine((form) => !TIME.test(form.from) || !TIME.test(form.to) || minutesOf(form.to) - minutesOf(form.from) >= Number(form.slot_minutes), {
    path: ['to'],
    message: bookingsText.endAfterSlot,
  })
  .transform((form) => ({
    weekly_hours: form.days.map((day) => ({ day: Number(day), from: form.from, to: form.to })),
    slot_minutes: Number(form.slot_minutes),
    blocked_dates: form.blocked_dates,
    instant: form.instant,
  }));
export type AvailabilityFormInput = z.input<typeof availabilityFormSchema>;
