import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { files, users } from './schema-core';
import { subscriptionTypes } from './schema-payments';

// Adverts: the ADVERTISE WITH US requests an admin follows up, and the paid adverts users upload.

/** The ADVERTISE WITH US form (open to visitors); an admin contacts the company by hand. */
export const customerAdvertRequests = pgTable('customer_advert_requests', {
  id: serial('id').primaryKey(),
  /** Set when a signed-in user sent it. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  companyName: text('company_name').notNull(),
  companyWebsite: text('company_website'),
  imageKey: text('image_key')
    .notNull()
    .references(() => files.key),
  productInformation: text('product_information').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * uploaded → verified (the user confirmed the document) → active (paid, until expires_at). A stored
 * `active` past expires_at is shown as `expired`; `expired` is also what an admin may set by hand.
 */
export type AdvertStatus = 'uploaded' | 'verified' | 'active' | 'expired';

export const adverts = pgTable(
  'adverts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An `advert` plan: its amount is the price charged, its duration how long the advert runs. */
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionTypes.id),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    fileKey: text('file_key')
      .notNull()
      .references(() => files.key),
    fileName: text('file_name').notNull(),
    /** Where the sponsored slot links to; the click route redirects only here (never to a URL a browser sends). */
    link: text('link'),
    status: text('status').$type<AdvertStatus>().notNull().default('uploaded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Counted by adverts/recordImpressions and adverts/recordClick; shown to the advertiser in My Adverts. */
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [
    index('adverts_user_idx').on(table.userId, table.createdAt),
    // adverts/activeAdverts: the running ones, read on every cache refresh of the public pages.
    index('adverts_running_idx').on(table.status, table.expiresAt),
  ],
);
