import { bigint, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './schema-core';

/**
 * Every price a listing has asked, with when it started asking it: a row when the listing is created
 * and one whenever an edit changes its price (the property page's price history, the cards' "Reduced").
 */
export const propertyPriceChanges = pgTable(
  'property_price_changes',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('property_price_changes_property_idx').on(table.propertyId, table.changedAt)],
);
