import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties, propertyImages } from './schema-core';

/**
 * A photo of a listing that matched a photo of another listing when it was uploaded
 * (photoMatch/photoMatches.ts): what the staff queue shows side by side, and what tells an owner
 * their own listing has the same photos. Rows go with either photo.
 */
export const listingPhotoMatches = pgTable(
  'listing_photo_matches',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => propertyImages.id, { onDelete: 'cascade' }),
    matchedPropertyId: integer('matched_property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    matchedImageId: integer('matched_image_id')
      .notNull()
      .references(() => propertyImages.id, { onDelete: 'cascade' }),
    /** Bits apart, 0 for the same picture. */
    distance: integer('distance').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('listing_photo_matches_pair_idx').on(table.imageId, table.matchedImageId),
    index('listing_photo_matches_property_idx').on(table.propertyId),
    index('listing_photo_matches_matched_idx').on(table.matchedPropertyId),
  ],
);
