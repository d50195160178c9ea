import 'server-only';
import { userInfoResponseSchema } from '@/lib/vst/profile';
import { vstGet } from './client';

/** The signed-in user's own record (My Profile tab). Private: never cached across users. */
export const getUserInfo = (accessToken: string) =>
  vstGet('profile/getUserInfo', { token: accessToken, schema: userInfoResponseSchema });
