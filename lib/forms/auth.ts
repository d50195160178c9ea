/**
 * The auth forms' schemas: one per form, shared by the browser (react-hook-form + zodResolver) and
 * the route handlers that receive the same bodies, so both sides give the same messages, word for word.
 */
import { z } from 'zod';
import { messages } from '@/lib/messages';

/** Required text, trimmed. `abort` keeps the later checks quiet while the field is empty. */
const requiredText = () => z.string().trim().min(1, { error: messages.required, abort: true });

/** Required e-mail: 'This is required.' when empty, a format message otherwise. */
const email = () => requiredText().pipe(z.email(messages.invalidEmail));

export const loginSchema = z.object({
  email: email(),
  password: z.string().min(1, messages.required),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  name: requiredText(),
  email: email(),
  password: z.string().min(1, { error: messages.required, abort: true }).min(6, messages.passwordTooShort),
  phoneNumber: requiredText(),
  termsAgreement: z.boolean({ error: messages.termsRequired }).refine((agreed) => agreed, messages.termsRequired),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: email() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: z.string().min(1, { error: messages.required, abort: true }).min(6, messages.passwordTooShort),
    password_confirmation: z
      .string()
      .min(1, { error: messages.required, abort: true })
      .min(8, messages.passwordTooShort),
  })
  .refine((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    error: messages.passwordMismatch,
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset link's query (`/reset_password?token=..&email=..`), looked up before the form shows. */
export const resetLinkSchema = z.object({ token: requiredText(), email: email() });
export type ResetLinkInput = z.infer<typeof resetLinkSchema>;

/** The confirmation link's query (`/account/confirm/token?reference=..`). */
export const confirmAccountSchema = z.object({ reference: requiredText() });
export type ConfirmAccountInput = z.infer<typeof confirmAccountSchema>;

export const socialProviders = ['facebook', 'google'] as const;
export const socialProviderSchema = z.enum(socialProviders);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** What `/social_auth/{provider}` receives back from the provider's authorization page. */
export const socialCallbackSchema = z.object({ code: requiredText(), state: requiredText() });
export type SocialCallbackInput = z.infer<typeof socialCallbackSchema>;
