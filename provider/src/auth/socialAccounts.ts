import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { findUserByEmail, insertUserUnlessRegistered } from '../queries/users';
import type { SocialIdentity } from './socialOAuth';

/**
 * The account for a verified address: signed in when it exists, registered (confirmed, no password)
 * when not. An unconfirmed account's password was set by whoever registered the address, who need not
 * be its owner; it is dropped when the owner proves the address (they can set one by resetting).
 */
export async function socialAccountFor(db: Database, person: SocialIdentity): Promise<number> {
  const created = await insertUserUnlessRegistered(db, { ...person, phone: null, passwordHash: null, confirmed: true });
  if (created) return created.id;
  const existing = await findUserByEmail(db, person.email);
  if (!existing) throw new Error(`Social account ${person.email} could not be created`);
  if (!existing.confirmed) await db.update(users).set({ confirmed: true, passwordHash: null }).where(eq(users.id, existing.id));
  return existing.id;
}
