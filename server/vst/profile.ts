import 'server-only';
import { detailSchema } from '@/lib/vst/common';
import { userInfoResponseSchema } from '@/lib/vst/profile';
import { vstGet, vstPost } from './client';

/** The signed-in user's own record (My Profile tab). Private: never cached across users. */
export const getUserInfo = (accessToken: string) =>
  vstGet('profile/getUserInfo', { token: accessToken, schema: userInfoResponseSchema });

/** Deletes the account for good; the provider revokes every token of the user. */
export const deleteAccount = (accessToken: string) =>
  vstPost('profile/deleteAccount', { body: { confirm: true }, token: accessToken, schema: detailSchema });
