import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { countries, states, users } from '../db/schema';
import { verifiedAsOf } from './verification';

const userCountry = alias(countries, 'user_country');
const userState = alias(states, 'user_state');

/** A user with the names of their country and state, as the User shape shows them. */
export async function findUserProfile(db: Database, userId: number) {
  const [row] = await db
    .select({ user: users, country: userCountry, state: userState, verifiedAs: verifiedAsOf(users.id) })
    .from(users)
    .leftJoin(userCountry, eq(userCountry.id, users.countryId))
    .leftJoin(userState, eq(userState.id, users.stateId))
    .where(eq(users.id, userId));
  return row;
}

export type UserProfile = NonNullable<Awaited<ReturnType<typeof findUserProfile>>>;

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

export type NewUser = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  passwordHash: string | null;
  confirmed: boolean;
};

/** A short public code users quote to support; random so it does not reveal the account count. */
const newUniqueCode = () => `NH${randomBytes(6).toString('hex').toUpperCase()}`;

/** Inserts the user, or returns undefined when the e-mail is already registered. */
export async function insertUserUnlessRegistered(db: Database, user: NewUser) {
  const [created] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase(), uniqueCode: newUniqueCode() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created;
}
