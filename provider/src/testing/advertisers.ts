import type { Database } from '../db/client';
import { insertUserUnlessRegistered } from '../queries/users';

let made = 0;

/** A new account to own listings, so a test's listings come from as many advertisers as it needs. */
export async function newAdvertiser(db: Database): Promise<number> {
  made += 1;
  const user = await insertUserUnlessRegistered(db, {
    email: `advertiser-${made}@example.com`,
    firstName: 'Agent',
    lastName: String(made),
    phone: null,
    passwordHash: null,
    confirmed: true,
  });
  if (!user) throw new Error(`advertiser-${made}@example.com is already registered`);
  return user.id;
}
