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
