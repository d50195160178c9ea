/** Provider auth and account shapes (contract: "Auth and account"). Form bodies live in lib/forms/auth.ts. */
import { z } from 'zod';
import { fileLinkSchema } from './file-link';
import { namedSchema } from './common';

const flag = z.union([z.literal(0), z.literal(1)]);

export const notificationSettingsSchema = z.object({
  in_real_time: flag,
  once_a_day: flag,
  send_promo_info: flag,
  new_post: flag,
  slash_in_price: flag,
  status_change: flag,
  promo: flag,
  discount: flag,
  fav_prop_status_change: flag,
});

export const userSchema = z.object({
  userID: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  uniqueCode: z.string(),
  profile_image: fileLinkSchema.nullable(),
  date_of_birth: z.string().nullable(),
  religion: z.enum(['christian', 'muslim']).nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  country: namedSchema.nullable(),
  state: namedSchema.nullable(),
  valid_id_link: fileLinkSchema.nullable(),
  utility_bill_link: fileLinkSchema.nullable(),
  serviceProvider: z.boolean(),
  emailVerified: z.boolean(),
  /** Contract extension: what staff verified the member as; absent from a provider without it. */
  verified_as: z.enum(['owner', 'agent']).nullish(),
  notificationSettings: notificationSettingsSchema,
});
export type User = z.infer<typeof userSchema>;

export const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
});
export type Token = z.infer<typeof tokenSchema>;

/** `login` and `login/social` */
export const loginResponseSchema = z.object({ token: tokenSchema, userInfo: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `account/confirm`: signs the user in as it confirms. */
export const confirmAccountResponseSchema = loginResponseSchema.extend({ Detail: z.string() });

/** `account/passwordReset`: a token good only for `resetPassword`. */
export const passwordResetLookupResponseSchema = z.object({
  userInfo: z.object({ userID: z.number().int(), email: z.string() }),
  token: tokenSchema,
});

// Request bodies the provider takes (beyond the forms themselves).

/** The code from the network's callback, with the callback address and (Google) the PKCE verifier the exchange needs. */
export const socialLoginPayloadSchema = z.object({
  provider: z.enum(['facebook', 'google']),
  code: z.string().min(1),
  redirect_uri: z.string(),
  code_verifier: z.string().optional(),
});
export type SocialLoginPayload = z.infer<typeof socialLoginPayloadSchema>;

export const resetPasswordPayloadSchema = z.object({
  password: z.string(),
  password_confirmation: z.string(),
  email: z.string(),
  userID: z.number().int(),
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;
