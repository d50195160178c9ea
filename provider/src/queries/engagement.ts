import { desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { propertyComments, propertyOffers, users } from '../db/schema';

const author = { id: users.id, firstName: users.firstName, lastName: users.lastName };

/** Comments with their authors, newest first. */
export function findComments(db: Database, where: SQL) {
  return db
    .select({ comment: propertyComments, author })
    .from(propertyComments)
    .innerJoin(users, eq(users.id, propertyComments.userId))
    .where(where)
    .orderBy(desc(propertyComments.createdAt), desc(propertyComments.id));
}

export type CommentRow = Awaited<ReturnType<typeof findComments>>[number];

/** Offers with the accounts that made them, newest first. */
export function findOffers(db: Database, propertyId: number) {
  return db
    .select({ offer: propertyOffers, author })
    .from(propertyOffers)
    .innerJoin(users, eq(users.id, propertyOffers.userId))
    .where(eq(propertyOffers.propertyId, propertyId))
    .orderBy(desc(propertyOffers.createdAt), desc(propertyOffers.id));
}

export type OfferRow = Awaited<ReturnType<typeof findOffers>>[number];
