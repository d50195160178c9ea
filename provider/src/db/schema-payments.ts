import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties, users } from './schema-core';

// Paid flows: plans, payments through the sandbox gateways, subscriptions and promoted properties.

export type SubscriptionKind = 'background_info' | 'advert' | 'property_advert' | 'professional';
export const SUBSCRIPTION_KINDS: readonly SubscriptionKind[] = [
  'background_info',
  'advert',
  'property_advert',
  'professional',
];

/** A plan a user can pay for. Amounts are whole naira; the provider prices every payment from here. */
export const subscriptionTypes = pgTable(
  'subscription_types',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<SubscriptionKind>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    durationMonths: integer('duration_months').notNull(),
    /** background_info plans only: how many properties' documents the subscription opens. */
    views: integer('views'),
  },
  (table) => [index('subscription_types_kind_idx').on(table.kind)],
);

/** Sandbox gateway ids; the labels shown to users are 'Paystack' and 'Flutterwave'. */
export type PaymentGateway = 'paystack' | 'flutterwave';
export const PAYMENT_GATEWAYS: readonly PaymentGateway[] = ['paystack', 'flutterwave'];

export type PaymentType = 'Subscription_Payment' | 'Advert_Payment' | 'Property_Advert_Payment';
export type GatewayPaymentStatus = 'pending' | 'successful' | 'failed';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Random and unguessable: the gateway hands it back in the browser's query string. */
    reference: text('reference').notNull().unique(),
    gateway: text('gateway').$type<PaymentGateway>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    subscriptionTypeId: integer('subscription_type_id')
      .notNull()
      .references(() => subscriptionTypes.id),
    /** ADS's adverts.id; no foreign key so the adverts tables (same migration, later) need not come first. */
    advertId: integer('advert_id'),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<'NGN'>().notNull().default('NGN'),
    status: text('status').$type<GatewayPaymentStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [index('payments_user_idx').on(table.userId)],
);

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionTypeId: integer('subscription_type_id')
      .notNull()
      .references(() => subscriptionTypes.id),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** background_info only; counts down as distinct properties are opened. */
    viewsRemaining: integer('views_remaining'),
  },
  (table) => [
    index('user_subscriptions_user_idx').on(table.userId, table.expiresAt),
    // A payment credits at most one subscription, whatever the callback replays.
    uniqueIndex('user_subscriptions_payment_unique').on(table.paymentId).where(sql`${table.paymentId} is not null`),
  ],
);

/** The properties a background_info subscription has opened: re-opening one costs no further view. */
export const backgroundInfoViews = pgTable(
  'background_info_views',
  {
    id: serial('id').primaryKey(),
    userSubscriptionId: integer('user_subscription_id')
      .notNull()
      .references(() => userSubscriptions.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('background_info_views_unique').on(table.userSubscriptionId, table.propertyId)],
);

/** A paid promotion: the property is featured from starts_at until expires_at. */
export const propertyAdverts = pgTable(
  'property_adverts',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionTypeId: integer('subscription_type_id')
      .notNull()
      .references(() => subscriptionTypes.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('property_adverts_property_idx').on(table.propertyId, table.expiresAt),
    uniqueIndex('property_adverts_payment_unique').on(table.paymentId),
  ],
);

/** Ground rent and the physical inspection report shown with a property's background documents. */
export const propertyBackgroundInfo = pgTable('property_background_info', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  outstandingGroundRent: bigint('outstanding_ground_rent', { mode: 'number' }).notNull().default(0),
  inspectionReport: text('inspection_report').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SandboxGatewayOutcome = 'approved' | 'declined';

/**
 * The sandbox gateways' own books: what the payer approved or declined, and for how much.
 * Verification reads this record as it would ask a real gateway, never the browser's query string.
 */
export const sandboxGatewayTransactions = pgTable('sandbox_gateway_transactions', {
  reference: text('reference').primaryKey(),
  gateway: text('gateway').$type<PaymentGateway>().notNull(),
  /** The second gateway's own id for the transaction (flwref), handed back to the browser. */
  gatewayReference: text('gateway_reference').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  outcome: text('outcome').$type<SandboxGatewayOutcome>().notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
});
