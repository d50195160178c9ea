import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { properties, users } from './schema-core';
import type { LivingFact } from './schema-facts';

/**
 * Members' answers to a home's living facts (routes/factAnswers.ts): whether they agree with what the
 * owner stated. One a member per fact of a listing, replaced when they change their mind; the owner's
 * change of a fact deletes that fact's answers, which were about the old value.
 */
export const livingFactAnswers = pgTable(
  'living_fact_answers',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fact: text('fact').$type<LivingFact>().notNull(),
    agrees: boolean('agrees').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The property first: the page's counts read every answer of one listing.
  (table) => [primaryKey({ columns: [table.propertyId, table.fact, table.userId] })],
);
