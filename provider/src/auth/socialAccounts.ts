import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { findUserByEmail, insertUserUnlessRegistered } from '../queries/users';
import { cancelOneTimeLinks } from './oneTimeLinks';
import type { SocialIdentity } from './socialOAuth';
import { revokeAllTokensOf } from './tokens';

/**
 * The account for a verified address: signed in when it exists, registered (confirmed, no password)
 * when not. A password chosen before anyone proved the address (an unconfirmed account's, or one kept
 * from before sign-ups' passwords waited on their links) may be known to whoever registered the
 * address first, who need not be its owner: it is dropped now that the owner has proved the address,
 * and every session it could have started ends (the owner can set a password by resetting).
 */
export async function socialAccountFor(db: Database, person: SocialIdentity): Promise<number> {
  const created = await insertUserUnlessRegistered(db, { ...person, phone: null, passwordHash: null, confirmed: true });
  if (created) return created.id;
  const existing = await findUserByEmail(db, person.email);
  if (!existing) throw new Error(`Social account ${person.email} could not be created`);
  if (!existing.confirmed || existing.passwordPredatesConfirmation) {
    // Nothing on an unconfirmed account was proven: the name and phone are the first registrant's.
    const proven = existing.confirmed ? {} : { firstName: person.firstName, lastName: person.lastName, phone: null };
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...proven, confirmed: true, passwordHash: null, passwordPredatesConfirmation: false })
        .where(eq(users.id, existing.id));
      await revokeAllTokensOf(tx, existing.id);
      // A sign-up still waiting on its link would otherwise set a password on the proven account.
      await cancelOneTimeLinks(tx, existing.id, 'account_confirmation');
    });
  }
  return existing.id;
}
