import { bigint, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties, users } from './schema-core';

/** Finance: mortgage lenders, payment history of purchases, loan pre-approval requests. */

/** Naira amounts are whole numbers that can exceed 2^31, read as numbers (as in schema.ts). */
const naira = (name: string) => bigint(name, { mode: 'number' });

/** A mortgage lender shown on the rate cards; `rate` is the yearly interest in percent. */
export const mortgageCompanies = pgTable('mortgage_companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  rate: numeric('rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  /** Years the rate stays fixed (the card's "N years fixed"). */
  fixedYears: integer('fixed_years').notNull(),
  /** The longest loan term the lender offers, in years. */
  maxTenureYears: integer('max_tenure_years').notNull(),
  /** The smallest equity contribution the lender asks for, in percent of the price. */
  minEquityPercent: integer('min_equity_percent').notNull(),
  position: integer('position').notNull(),
});

/** 1: paid; any other value (0) is due and not yet paid. */
export type PaymentHistoryStatus = 0 | 1;

/** One scheduled or made payment towards a property a user bought (recorded by an admin; seeded in the sandbox). */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    amount: naira('amount').notNull(),
    paymentStatus: integer('payment_status').$type<PaymentHistoryStatus>().notNull(),
    description: text('description').notNull(),
    /** The receipt number printed on the receipt. */
    reference: text('reference').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_history_user_property_idx').on(table.userId, table.propertyId),
    uniqueIndex('payment_history_reference').on(table.reference),
  ],
);

/** A loan pre-approval request from the /get-approval wizard; visitors may send one too. */
export const loanPreapprovals = pgTable('loan_preapprovals', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  loanType: text('loan_type').notNull(),
  homeType: text('home_type').notNull(),
  location: text('location').notNull(),
  priceMin: naira('price_min').notNull(),
  priceMax: naira('price_max').notNull(),
  downPayment: naira('down_payment').notNull(),
  employmentStatus: text('employment_status').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
