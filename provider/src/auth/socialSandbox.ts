import type { Database } from '../db/client';
import { findUserByEmail, insertUserUnlessRegistered } from '../queries/users';
import type { SocialProvider } from './socialProviders';

const displayName: Record<SocialProvider, string> = { facebook: 'Facebook', google: 'Google' };

/** The one identity each sandbox social provider signs in. */
export const sandboxSocialEmail = (provider: SocialProvider) => `social.${provider}@example.com`;

/** Social accounts are confirmed by the provider and have no password. */
export async function ensureSandboxSocialUser(db: Database, provider: SocialProvider): Promise<number> {
  const email = sandboxSocialEmail(provider);
  const created = await insertUserUnlessRegistered(db, {
    email,
    firstName: displayName[provider],
    lastName: 'Tester',
    phone: null,
    passwordHash: null,
    confirmed: true,
  });
  const user = created ?? (await findUserByEmail(db, email));
  if (!user) throw new Error(`Sandbox user ${email} could not be created`);
  return user.id;
}
