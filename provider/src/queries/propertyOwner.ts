import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { properties, users } from '../db/schema';

/** A listing's own columns and its owner's contact, for permission checks and the owner's e-mails. */
export async function findPropertyWithOwner(db: Database, propertyId: number) {
  const [row] = await db
    .select({
      property: properties,
      owner: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, propertyId));
  return row;
}

export type PropertyWithOwner = NonNullable<Awaited<ReturnType<typeof findPropertyWithOwner>>>;
