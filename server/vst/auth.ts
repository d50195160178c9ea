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

export const socialLogin = (payload: SocialLoginPayload) =>
  vstPost('login/social', { body: payload, schema: loginResponseSchema });

export const register = (form: RegisterInput) => vstPost('register', { body: form, schema: detailSchema });

export const confirmAccount = (reference: string) =>
  vstGet('account/confirm', { query: { reference }, schema: confirmAccountResponseSchema });

export const requestPasswordReset = ({ email }: ForgotPasswordInput) =>
  vstPost('password/resetByEmail', { body: { email }, schema: detailSchema });

export const lookupPasswordReset = (link: ResetLinkInput) =>
  vstGet('account/passwordReset', { query: link, schema: passwordResetLookupResponseSchema });

/** `resetToken` is the token `lookupPasswordReset` returned, good only for this call. */
export const resetPassword = (payload: ResetPasswordPayload, resetToken: string) =>
  vstPost('resetPassword', { body: payload, token: resetToken, schema: detailSchema });
