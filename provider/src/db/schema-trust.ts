import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { files, properties, users } from './schema-core';

// Trust: visitors' reports of listings, and what staff did about them.

export const REPORT_REASONS = [
  'not_available',
  'different_property',
  'inspection_fee',
  'fees_above_limit',
  'photos_not_this_property',
  'scam_or_duplicate',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/**
 * The report the site files itself when a second visitor in a fortnight says, after inspecting, that
 * the listing is already let or sold; nobody can choose it in the report form.
 */
export const VISITORS_SAID_GONE = 'visitors_said_gone';

/** open → dismissed (staff found nothing wrong) or actioned (staff hid the listing). */
export type ReportStatus = 'open' | 'dismissed' | 'actioned';

export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    /** What the reporter is given to quote (never the row id, which counts reports). */
    reference: text('reference').notNull().unique(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Set when a signed-in member reported; never shown to the owner. */
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the reference is e-mailed: the member's address, or the one a visitor gave. */
    reporterEmail: text('reporter_email').notNull(),
    reason: text('reason').$type<ReportReason | typeof VISITORS_SAID_GONE>().notNull(),
    details: text('details'),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('listing_reports_queue_idx').on(table.status, table.propertyId)],
);

/** waiting for staff → seen (the listing shows "Authorised by the owner") or refused (with a reason for the advertiser). */
export type AuthorityLetterStatus = 'waiting' | 'seen' | 'refused';

/**
 * A listing's letter of authority from its landlord or seller, uploaded by the advertiser: private to
 * them and staff (queries/files.ts). One per listing: a new upload replaces it and waits for staff again.
 */
export const authorityLetters = pgTable(
  'authority_letters',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    fileKey: text('file_key')
      .notNull()
      .references(() => files.key),
    originalName: text('original_name').notNull(),
    status: text('status').$type<AuthorityLetterStatus>().notNull().default('waiting'),
    /** Staff's reason for a refusal, shown to the advertiser. */
    reason: text('reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('authority_letters_waiting_idx').on(table.uploadedAt).where(sql`${table.status} = 'waiting'`)],
);

export type StaffActionKind =
  | 'hide_listing'
  | 'restore_listing'
  | 'publish_listing'
  | 'dismiss_reports'
  | 'title_documents_seen'
  | 'authority_letter_seen'
  | 'authority_letter_refused'
  | 'approve_verification'
  | 'refuse_verification'
  | 'revoke_verification';

/**
 * The audit log: every staff action, who took it, on what, when and why. Rows are never updated, and
 * hold what they name (the staff member's id and name, the listing's id and name, the report
 * references) rather than pointing at rows, so deleting an account or a listing keeps the trail.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    /** The staff account's id, kept after the account is deleted (null only in rows from before ids were kept). */
    staffId: integer('staff_id'),
    /** The staff member's name when they acted. */
    staffName: text('staff_name').notNull(),
    action: text('action').$type<StaffActionKind>().notNull(),
    /** The listing acted on, kept after it is deleted, with its name then. */
    propertyId: integer('property_id'),
    propertyName: text('property_name'),
    reason: text('reason').notNull(),
    /** What the action touched besides the listing: the report references closed, the member decided on. */
    detail: jsonb('detail').$type<{ reports?: string[]; member?: string; memberId?: number; verification?: { id: number; kind: string } }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_actions_created_idx').on(table.createdAt)],
);
