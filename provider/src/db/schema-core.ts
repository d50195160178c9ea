import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import type { LivingFacts } from './schema-facts';
import type { MoveInFees, TitleType } from './schema-terms';

/** drizzle's pg-core has no bytea column (only the legacy `files.bytes` below uses this one). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The hash's 16-bit band `band` (0 the highest), as the band indexes and the lookup both write it. */
export const photoHashBand = (hash: PgColumn, band: number) => sql`((${hash} >> ${sql.raw(String(48 - band * 16))}) & 65535)`;
export const PHOTO_HASH_BANDS = [0, 1, 2, 3] as const;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Naira amounts are whole numbers that can exceed 2^31 (land in Lagos), so bigint read as number. */
const naira = (name: string) => bigint(name, { mode: 'number' });

// Reference data ------------------------------------------------------------------------------------

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id').notNull().references(() => countries.id),
    name: text('name').notNull(),
  },
  (table) => [index('states_country_idx').on(table.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    stateId: integer('state_id').notNull().references(() => states.id),
    name: text('name').notNull(),
  },
  (table) => [index('cities_state_idx').on(table.stateId)],
);

export const towns = pgTable(
  'towns',
  {
    id: integer('id').primaryKey(),
    cityId: integer('city_id').notNull().references(() => cities.id),
    name: text('name').notNull(),
  },
  (table) => [index('towns_city_idx').on(table.cityId)],
);

export const propertyTypes = pgTable('property_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const propertyCategories = pgTable('property_categories', {
  id: integer('id').primaryKey(),
  propertyTypeId: integer('property_type_id').notNull().references(() => propertyTypes.id),
  name: text('name').notNull(),
});

export const propertyFeatures = pgTable('property_features', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const paymentPlanOptions = pgTable('payment_plan_options', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
});

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
});

// Accounts ------------------------------------------------------------------------------------------

export type NotificationSettings = {
  in_real_time: 0 | 1;
  once_a_day: 0 | 1;
  send_promo_info: 0 | 1;
  new_post: 0 | 1;
  slash_in_price: 0 | 1;
  status_change: 0 | 1;
  promo: 0 | 1;
  discount: 0 | 1;
  fav_prop_status_change: 0 | 1;
};

export const defaultNotificationSettings: NotificationSettings = {
  in_real_time: 1,
  once_a_day: 0,
  send_promo_info: 1,
  new_post: 1,
  slash_in_price: 1,
  status_change: 1,
  promo: 0,
  discount: 0,
  fav_prop_status_change: 1,
};

export type UserRole = 'member' | 'staff';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased so look-ups need no function index. */
  email: text('email').notNull().unique(),
  /**
   * Null for accounts that only ever signed in through a social provider, and for every unconfirmed
   * account: a registration's password waits on its own confirmation link (`one_time_links.registration`).
   */
  passwordHash: text('password_hash'),
  confirmed: boolean('confirmed').notNull().default(false),
  /**
   * The password was chosen before anyone proved the mailbox (accounts registered before passwords
   * waited on their links): whoever registered the address first may know it, so a verified social
   * sign-in drops it.
   */
  passwordPredatesConfirmation: boolean('password_predates_confirmation').notNull().default(false),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone'),
  address: text('address'),
  uniqueCode: text('unique_code').notNull().unique(),
  profileImageKey: text('profile_image_key'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  religion: text('religion').$type<'christian' | 'muslim'>(),
  gender: text('gender').$type<'male' | 'female'>(),
  countryId: integer('country_id').references(() => countries.id),
  stateId: integer('state_id').references(() => states.id),
  validIdKey: text('valid_id_key'),
  utilityBillKey: text('utility_bill_key'),
  serviceProvider: boolean('service_provider').notNull().default(false),
  /** `staff` may open the staff console (reports, hiding listings); everyone else is a `member`. */
  role: text('role').$type<UserRole>().notNull().default('member'),
  notificationSettings: jsonb('notification_settings')
    .$type<NotificationSettings>()
    .notNull()
    .default(defaultNotificationSettings),
  createdAt: createdAt(),
});

export type TokenKind = 'access' | 'password_reset';

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token: a leaked table does not leak usable tokens. */
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').$type<TokenKind>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('access_tokens_user_idx').on(table.userId)],
);

export type OneTimeLinkPurpose = 'account_confirmation' | 'password_reset' | 'social_sign_in';

/** What one sign-up asked for; it becomes the account's only when that sign-up's own link is opened. */
export type PendingRegistration = { passwordHash: string; firstName: string; lastName: string; phone: string };

export const oneTimeLinks = pgTable(
  'one_time_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeLinkPurpose>().notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    /** Account confirmation only: the sign-up this link confirms (null on links from before they carried one). */
    registration: jsonb('registration').$type<PendingRegistration>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('one_time_links_user_idx').on(table.userId)],
);

// Properties ----------------------------------------------------------------------------------------

export type TransactionType = 'BUY' | 'RENT';
export type Availability = 'Available' | 'Sold' | 'Let' | 'Under Offer';
export type { MoveInFees, TitleType } from './schema-terms';

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    description: text('description').notNull(),
    transactionType: text('transaction_type').$type<TransactionType>().notNull(),
    saleByOwner: boolean('sale_by_owner').notNull().default(false),
    price: naira('price').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    cityId: integer('city_id').references(() => cities.id),
    townId: integer('town_id').references(() => towns.id),
    propertyTypeId: integer('property_type_id')
      .notNull()
      .references(() => propertyTypes.id),
    propertyCategoryId: integer('property_category_id')
      .notNull()
      .references(() => propertyCategories.id),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: integer('bathrooms').notNull().default(0),
    toilets: integer('toilets').notNull().default(0),
    kitchens: integer('kitchens').notNull().default(0),
    carParking: integer('car_parking').notNull().default(0),
    squareFeet: integer('square_feet'),
    units: integer('units').notNull().default(1),
    yearBuilt: integer('year_built'),
    availability: text('availability').$type<Availability>().notNull().default('Available'),
    featured: boolean('featured').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    videoLink: text('video_link'),
    paymentPlanOptionId: integer('payment_plan_option_id').references(() => paymentPlanOptions.id),
    vat: naira('vat').notNull().default(0),
    financialAdvisoryFee: naira('financial_advisory_fee').notNull().default(0),
    /** A rent's agency fee, legal fee, caution deposit and service charge; null when none is named. */
    moveInFees: jsonb('move_in_fees').$type<MoveInFees>(),
    titleType: text('title_type').$type<TitleType>(),
    /** When staff last looked at the title documents; cleared when the title or its documents change. */
    titleDocumentsSeenAt: timestamp('title_documents_seen_at', { withTimezone: true }),
    /** What living there is like (schema-facts.ts), asked of every home; null when the owner has not said. */
    electricityBand: text('electricity_band').$type<LivingFacts['electricity_band']>(),
    meter: text('meter').$type<LivingFacts['meter']>(),
    powerBackup: text('power_backup').$type<LivingFacts['power_backup']>(),
    waterSource: text('water_source').$type<LivingFacts['water_source']>(),
    flooding: text('flooding').$type<LivingFacts['flooding']>(),
    road: text('road').$type<LivingFacts['road']>(),
    security: text('security').$type<LivingFacts['security']>(),
    /** The owner declares that nobody is asked to pay to inspect this property (a badge on its page and cards). */
    noInspectionFee: boolean('no_inspection_fee').notNull().default(false),
    /** Set when staff hide the listing: it leaves every public list and its page answers 410. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Staff's reason, shown to the owner in the dashboard and e-mailed to them. */
    hiddenReason: text('hidden_reason'),
    /**
     * Set when its photos matched another advertiser's listing (photoMatch/): held out of every public
     * list and page until staff publish it (cleared) or hide it.
     */
    heldForReviewAt: timestamp('held_for_review_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** When the owner last said it is still available; a new listing and an edit count (freshness/). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The confirmation a reminder e-mail was last sent about, so each one is reminded of once. */
    reminderSentFor: timestamp('reminder_sent_for', { withTimezone: true }),
  },
  (table) => [
    index('properties_listing_idx').on(table.transactionType, table.createdAt),
    index('properties_price_idx').on(table.transactionType, table.price),
    index('properties_state_idx').on(table.stateId),
    index('properties_category_idx').on(table.propertyCategoryId),
    index('properties_owner_idx').on(table.ownerId),
    // Every column a search filters, counts or ranks by, so a search's count and the choice of its page
    // read this index alone, never the wide rows (index-only scans); staff-hidden and held listings are
    // never searched, so they are left out.
    index('properties_search_idx')
      .on(
        table.transactionType,
        table.stateId,
        table.propertyTypeId,
        table.price,
        table.bedrooms,
        table.propertyCategoryId,
        table.availability,
        table.confirmedAt,
        table.createdAt,
        table.ownerId,
        table.id,
        table.bathrooms,
        table.toilets,
        table.carParking,
      )
      .where(sql`${table.hiddenAt} is null and ${table.heldForReviewAt} is null`),
    // A town's fair-price figures (fairPrice/comparables.ts) and a city's price statistics read only
    // that place's visible listings, from these alone, however large the rest of the market grows.
    index('properties_town_figures_idx')
      .on(
        table.townId,
        table.transactionType,
        table.propertyTypeId,
        table.bedrooms,
        table.ownerId,
        table.confirmedAt,
        table.id,
        table.price,
        table.squareFeet,
        table.availability,
      )
      .where(sql`${table.hiddenAt} is null and ${table.heldForReviewAt} is null`),
    index('properties_city_figures_idx')
      .on(table.cityId, table.transactionType, table.availability, table.price)
      .where(sql`${table.hiddenAt} is null and ${table.heldForReviewAt} is null`),
  ],
);

export type PropertyImageKind = 'primary' | 'other' | 'floor_plan';

export const propertyImages = pgTable(
  'property_images',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PropertyImageKind>().notNull(),
    fileKey: text('file_key').notNull(),
    position: integer('position').notNull().default(0),
    /** The photo's difference hash (photoMatch/photoHash.ts), signed as bigint holds it; null for floor plans and plain pictures. */
    photoHash: bigint('photo_hash', { mode: 'bigint' }),
  },
  (table) => [
    index('property_images_property_idx').on(table.propertyId, table.kind, table.position),
    // Listings join their primary image one-to-one.
    uniqueIndex('property_images_one_primary').on(table.propertyId).where(sql`${table.kind} = 'primary'`),
    // A photo's copies are looked up by any of the hash's four 16-bit bands (photoMatch/photoMatches.ts).
    ...PHOTO_HASH_BANDS.map((band) => index(`property_images_hash_band_${band}_idx`).on(photoHashBand(table.photoHash, band))),
  ],
);

export const propertyFeatureLinks = pgTable(
  'property_feature_links',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => propertyFeatures.id),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.featureId] })],
);

export const propertyPaymentPlans = pgTable(
  'property_payment_plans',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amount: naira('amount').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('property_payment_plans_property_idx').on(table.propertyId)],
);

export const propertyLikes = pgTable(
  'property_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.propertyId] })],
);

/**
 * A visitor's like, one per client address and property (the address is kept as a SHA-256 digest, not
 * in the clear), so liking again from the same address does not count twice.
 */
export const propertyAddressLikes = pgTable(
  'property_address_likes',
  {
    addressHash: text('address_hash').notNull(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.addressHash, table.propertyId] })],
);

// Content -------------------------------------------------------------------------------------------

export const tips = pgTable(
  'tips',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyHtml: text('body_html').notNull(),
    imageKey: text('image_key').notNull(),
    author: text('author').notNull(),
    readMinutes: integer('read_minutes').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('tips_posted_idx').on(table.postedAt)],
);

export const banners = pgTable('banners', {
  page: text('page').primaryKey(),
  title: text('title').notNull(),
  imageKey: text('image_key').notNull(),
});

/**
 * What is known of each stored file; its bytes are in the file storage under `sha256`
 * (storage/fileStorage.ts). `bytes` is where they were kept before: a database from then has its
 * bytes moved out at start (moveBytesToStorage) and the column emptied; a later migration drops it.
 */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes'),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('files_sha256_idx').on(table.sha256)],
);

/**
 * How far an outbox mail got: `recorded` only (no SMTP server configured), `pending` delivery over
 * SMTP (retried until `delivered`), or `failed` for good (refused, or out of attempts).
 */
export const MAIL_DELIVERY_STATES = ['recorded', 'pending', 'delivered', 'failed'] as const;
export type MailDelivery = (typeof MAIL_DELIVERY_STATES)[number];

/**
 * Every e-mail the provider sends, recorded in the transaction of what caused it. The sandbox shows
 * them at /__dev/outbox; with SMTP_URL set the row is also the mail's place in the delivery queue.
 */
/** An iCalendar object (RFC 5545) and its iTIP method, attached to a mail as `text/calendar`. */
export type MailCalendar = { method: 'REQUEST' | 'CANCEL'; content: string };

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull().default(''),
    links: jsonb('links').$type<string[]>().notNull(),
    /** Extra mail headers, e.g. List-Unsubscribe on alerts. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** A calendar invitation or cancellation sent with the mail (an inspection booking's `.ics`). */
    calendar: jsonb('calendar').$type<MailCalendar>(),
    /** When the mail was recorded (its Date header when delivered later). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    delivery: text('delivery', { enum: MAIL_DELIVERY_STATES }).notNull().default('recorded'),
    /** Delivery attempts started, the one under way included. */
    attempts: integer('attempts').notNull().default(0),
    /** A pending mail is taken when this has passed; an attempt under way pushes it past its timeouts. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_sent_idx').on(table.sentAt),
    index('outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.delivery} = 'pending'`),
  ],
);

// Engagement: comments, offers, wishlists ---------------------------------------------------------

export const propertyComments = pgTable(
  'property_comments',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('property_comments_property_idx').on(table.propertyId, table.createdAt)],
);

export const propertyOffers = pgTable(
  'property_offers',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The contact the buyer gave with the offer, which need not be their account's name or phone. */
    name: text('name').notNull(),
    phoneNo: text('phone_no').notNull(),
    amount: naira('amount').notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('property_offers_property_idx').on(table.propertyId, table.createdAt)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.propertyId] })],
);

export const ALERT_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** A user's saved listings search: the listings URL's query, and how often new matches are e-mailed. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The listings page's filters as its URL query (transaction_type, state_id, min_price, ...). */
    query: text('query').notNull(),
    /**
     * The query read as filters (queries/listingFilters.ts), which the instant alerts match in SQL: JSON
     * `null` when it does not read as them, SQL NULL until it is read (a row saved by an older provider).
     */
    filters: jsonb('filters'),
    frequency: text('frequency').$type<AlertFrequency>().notNull().default('instant'),
    /** Listings created after this were not yet in a daily digest. */
    digestedUntil: timestamp('digested_until', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('saved_searches_user_idx').on(table.userId, table.createdAt), index('saved_searches_frequency_idx').on(table.frequency, table.id)],
);

/**
 * Which listing each instant search has already been alerted about, written in the transaction of the
 * alert's e-mail: an alert job cut off mid-batch and run again skips these, so no one gets it twice.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.propertyId] }), index('saved_search_alerts_property_idx').on(table.propertyId)],
);

// Enquiries: leads and sell contacts -------------------------------------------------------------

export const propertyLeads = pgTable(
  'property_leads',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Set when the visitor was signed in; leads are open to visitors. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    platform: text('platform').notNull(),
    createdAt: createdAt(),
    /** When the listing's owner first answered from the enquiry inbox: the profile's reply time. */
    firstRepliedAt: timestamp('first_replied_at', { withTimezone: true }),
    /**
     * When the address asked to hear from the site (its acknowledgement link, or a signed-in member's own
     * confirmed address). The form takes any address, so replies wait for this and figures count only these.
     */
    addressConfirmedAt: timestamp('address_confirmed_at', { withTimezone: true }),
  },
  (table) => [index('property_leads_property_idx').on(table.propertyId, table.createdAt)],
);

/** The owner's answers to a lead, e-mailed to the visitor from the site. */
export const leadReplies = pgTable(
  'lead_replies',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => propertyLeads.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** When it was e-mailed; null while it waits for the visitor to confirm their address. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [index('lead_replies_lead_idx').on(table.leadId)],
);

/**
 * Enquiry acknowledgements per mailbox per day (UTC): the lead form takes any address, so the mails
 * one mailbox receives are capped. Counted up by a single statement that also checks the cap.
 */
export const enquiryAcknowledgementDays = pgTable(
  'enquiry_acknowledgement_days',
  {
    mailbox: text('mailbox').notNull(),
    day: date('day').notNull(),
    sent: integer('sent').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mailbox, table.day] })],
);

/** "Sell your property" enquiries from the sell page; an admin follows each up by hand. */
export const saleContacts = pgTable('sale_contacts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title'),
  firstName: text('first_name'),
  middleName: text('middle_name'),
  lastName: text('last_name'),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  propertyAddress: text('property_address').notNull(),
  houseType: text('house_type').notNull(),
  /** As typed ("45m", "45,000,000"): the only rule is a digit, and an admin reads it. */
  price: text('price').notNull(),
  description: text('description').notNull(),
  ownership: integer('ownership').$type<0 | 1>().notNull(),
  agent: text('agent'),
  others: text('others'),
  createdAt: createdAt(),
});

export type SaleContactFileKind = 'photo' | 'proof_of_ownership';

export const saleContactFiles = pgTable(
  'sale_contact_files',
  {
    id: serial('id').primaryKey(),
    saleContactId: integer('sale_contact_id')
      .notNull()
      .references(() => saleContacts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SaleContactFileKind>().notNull(),
    fileKey: text('file_key')
      .notNull()
      .references(() => files.key),
    originalName: text('original_name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('sale_contact_files_contact_idx').on(table.saleContactId)],
);

// Dashboard: purchases, payment evidence, private listing documents -------------------------------

/** A property a user bought (recorded by an admin in a real deployment; seeded in the sandbox). */
export const propertyPurchases = pgTable(
  'property_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    price: naira('price').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('property_purchases_user_property').on(table.userId, table.propertyId)],
);

/** Proof of a payment towards a purchased property, for an admin to check by hand. */
export const paymentEvidence = pgTable(
  'payment_evidence',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    amount: naira('amount').notNull(),
    description: text('description').notNull(),
    fileKey: text('file_key')
      .notNull()
      .references(() => files.key),
    createdAt: createdAt(),
  },
  (table) => [index('payment_evidence_user_property_idx').on(table.userId, table.propertyId)],
);

/** `owner_upload`: sent with the listing form. Other kinds (surveys, reports) may be added by admins. */
export type PropertyDocumentKind = 'owner_upload';

/** A listing's title documents: private, never part of the public property detail. */
export const propertyDocuments = pgTable(
  'property_documents',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PropertyDocumentKind>().notNull(),
    fileKey: text('file_key')
      .notNull()
      .references(() => files.key),
    originalName: text('original_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('property_documents_property_idx').on(table.propertyId)],
);
