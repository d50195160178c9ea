import 'server-only';
import type { ForgotPasswordInput, LoginInput, RegisterInput, ResetLinkInput } from '@/lib/forms/auth';
import {
  confirmAccountResponseSchema,
  loginResponseSchema,
  passwordResetLookupResponseSchema,
  type ResetPasswordPayload,
  type SocialLoginPayload,
} from '@/lib/vst/auth';
import { detailSchema } from '@/lib/vst/common';
import { vstGet, vstPost } from './client';

/** Provider auth operations (contract: "Auth and account"). */

export const login = (credentials: LoginInput) => vstPost('login', { body: credentials, schema: loginResponseSchema });

export const logout = (accessToken: string) =>
  vstPost('logout', { body: { token: accessToken }, token: accessToken, schema: detailSchema });

/** Waits between revocation attempts: the provider gets about a minute to come back. */
export const REVOKE_RETRY_DELAYS_MS = [1_000, 5_000, 15_000, 40_000];

/**
 * Revokes a token for good: `logout`, tried again after each delay while the provider cannot be
 * reached or fails (a 4xx means the token is already unusable, so there is nothing left to do).
 * Resolves to whether the provider confirmed it; a final failure is logged for the operators.
 */
export async function revokeToken(
  accessToken: string,
  delays: readonly number[] = REVOKE_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await logout(accessToken);
    if (result.ok || (result.status >= 400 && result.status < 500)) return true;
    if (attempt >= delays.length) break;
    await wait(delays[attempt]);
  }
  console.error(`[auth] could not revoke a signed-out token after ${delays.length + 1} attempts`);
  return false;
}

export const socialLogin = (payload: SocialLoginPayload) =>
  vstPost('login/social', { body: payload, schema: loginResponseSchema });

/** `next`: where the login after confirming goes, carried in the confirmation link. */
export const register = (form: RegisterInput & { next?: string }) => vstPost('register', { body: form, schema: detailSchema });

export const confirmAccount = (reference: string) =>
  vstGet('account/confirm', { query: { reference }, schema: confirmAccountResponseSchema });

export const requestPasswordReset = ({ email }: ForgotPasswordInput) =>
  vstPost('password/resetByEmail', { body: { email }, schema: detailSchema });

export const lookupPasswordReset = (link: ResetLinkInput) =>
  vstGet('account/passwordReset', { query: link, schema: passwordResetLookupResponseSchema });

/** `resetToken` is the token `lookupPasswordReset` returned, good only for this call. */
export const resetPassword = (payload: ResetPasswordPayload, resetToken: string) =>
  vstPost('resetPassword', { body: payload, token: resetToken, schema: detailSchema });
