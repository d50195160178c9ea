import type { Database } from '../db/client';
import { findUserProfile } from '../queries/users';
import { toUserInfo } from '../serializers/user';
import { issueToken } from './tokens';

/** The body of every successful sign-in: a fresh access token and the user's profile. */
export async function signedInResponse(db: Database, userId: number, publicUrl: string) {
  const token = await issueToken(db, userId, 'access');
  const profile = await findUserProfile(db, userId);
  if (!profile) throw new Error(`User ${userId} vanished while signing in`);
  return { token, userInfo: toUserInfo(profile, publicUrl) };
}
