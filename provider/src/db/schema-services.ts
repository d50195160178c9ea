import { index, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { files, users } from './schema-core';

/** Home services: the directory's categories, the professionals' service profiles and their reviews. */

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** The directory tabs: Vendor, Contractors, Legal Practitioners, Property Agent, Engineers, Others. */
export const serviceCategories = pgTable('service_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The tab's name in the URL (`/services?category=engineers`). */
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull(),
});

/** The trades within a category (Electrician, Plumber, ... under Engineers). */
export const serviceCategoryTypes = pgTable(
  'service_category_types',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => serviceCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [index('service_category_types_category_idx').on(table.categoryId)],
);

export const homeServices = pgTable(
  'home_services',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => serviceCategories.id),
    categoryTypeId: integer('category_type_id')
      .notNull()
      .references(() => serviceCategoryTypes.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    webAddress: text('web_address').notNull(),
    yearsOfExperience: integer('years_of_experience').notNull(),
    imageKey: text('image_key')
      .notNull()
      .references(() => files.key),
    facebookLink: text('facebook_link'),
    twitterLink: text('twitter_link'),
    instagramLink: text('instagram_link'),
    linkedinLink: text('linkedin_link'),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (table) => [
    index('home_services_category_idx').on(table.categoryId, table.createdAt),
    index('home_services_owner_idx').on(table.ownerId),
  ],
);

/** Reviews are open to visitors; `userId` is set when the reviewer was signed in. Ratings are 0-5 stars. */
export const homeServiceReviews = pgTable(
  'home_service_reviews',
  {
    id: serial('id').primaryKey(),
    homeServiceId: integer('home_service_id')
      .notNull()
      .references(() => homeServices.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name').notNull(),
    reviewerEmail: text('reviewer_email').notNull(),
    reviewerPhoneNo: text('reviewer_phone_no').notNull(),
    marketExpert: smallint('market_expert').notNull(),
    responsiveness: smallint('responsiveness').notNull(),
    negotiationSkill: smallint('negotiation_skill').notNull(),
    professionalismCommunication: smallint('professionalism_communication').notNull(),
    message: text('message').notNull(),
    createdAt: timestampColumn('created_at'),
  },
  (table) => [index('home_service_reviews_service_idx').on(table.homeServiceId, table.createdAt)],
);

/** A professional's past work, shown on the service's PROJECTS tab; written only by the service's owner. */
export const homeServiceProjects = pgTable(
  'home_service_projects',
  {
    id: serial('id').primaryKey(),
    homeServiceId: integer('home_service_id')
      .notNull()
      .references(() => homeServices.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (table) => [index('home_service_projects_service_idx').on(table.homeServiceId, table.createdAt)],
);

/** Up to ten photos per project, in the order the professional gave them. */
export const homeServiceProjectPhotos = pgTable(
  'home_service_project_photos',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => homeServiceProjects.id, { onDelete: 'cascade' }),
    fileKey: text('file_key')
      .notNull()
      .references(() => files.key),
    position: smallint('position').notNull(),
  },
  (table) => [unique('home_service_project_photos_position_key').on(table.projectId, table.position)],
);
