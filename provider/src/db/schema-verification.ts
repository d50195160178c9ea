import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files, users } from './schema-core';

// Verified advertisers: a member asks, with their ID, a phone confirmed by a code and (agents) their
// registration numbers; staff approve or refuse. An approved request is what the badge stands for,
// until staff revoke it or a change of the member's name lapses it (and queues it for review again).

export const VERIFICATION_KINDS = ['owner', 'agent'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];
export type VerificationStatus = 'pending' | 'approved' | 'refused' | 'revoked' | 'lapsed';

export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<VerificationKind>().notNull(),
    /** The phone number the member confirmed with a code, in +234 form. */
    phone: text('phone').notNull(),
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }).notNull(),
    /**
     * The ID document as it was when the member asked: staff check this one, and a later profile
     * change does not swap what was approved.
     */
    validIdKey: text('valid_id_key')
      .notNull()
      .references(() => files.key),
    /** Agents only: the company's CAC number (RC… or BN…), upper-case without spaces. */
    cacNumber: text('cac_number'),
    /** Agents working in Lagos State: their LASRERA registration number. */
    lasreraNumber: text('lasrera_number'),
    status: text('status').$type<VerificationStatus>().notNull().default('pending'),
    /** Staff's reason for a refusal or a revocation, shown to the member. */
    reason: text('reason'),
    /**
     * Set on a request queued again because the member changed the name staff had approved: that
     * name, so staff see what changed.
     */
    previousName: text('previous_name'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verification_requests_user_idx').on(table.userId),
    // One request waits at a time per member: a second would only queue the same check twice.
    uniqueIndex('verification_requests_one_pending_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Codes sent to a phone to prove the member holds it. Only a hash is kept. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong guesses; the code stops working after a few, so six digits cannot be tried through. */
    attempts: integer('attempts').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('phone_codes_user_idx').on(table.userId)],
);

/**
 * Codes texted per day (UTC), all members together: each real text costs money, so the day's total
 * is capped. One row a day, counted up by a single statement that also checks the cap.
 */
export const phoneCodeDays = pgTable('phone_code_days', {
  day: date('day').primaryKey(),
  sent: integer('sent').notNull(),
});

/** The sandbox's text messages (the stand-in SMS sender), read at /__dev/sms-outbox. */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
