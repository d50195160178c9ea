import { messages } from '@/lib/messages';
import { loginSchema, registerSchema, forgotPasswordSchema, resetPasswordSchema } from './auth';

/** The first message per field, as react-hook-form shows it. */
function firstErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('loginSchema', () => {
  it('requires e-mail and password', () => {
    expect(firstErrors(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: messages.required,
      password: messages.required,
    });
  });
  it('checks the e-mail format', () => {
    expect(firstErrors(loginSchema.safeParse({ email: 'not-an-email', password: 'x' }))).toEqual({
      email: messages.invalidEmail,
    });
  });
  it('accepts and trims a valid e-mail', () => {
    expect(loginSchema.parse({ email: ' buyer@example.com ', password: 'password1' }).email).toBe('buyer@example.com');
  });
});

describe('registerSchema', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', password: 'secret1', phoneNumber: '0803', termsAgreement: true };
  it('accepts a complete form', () => expect(registerSchema.safeParse(valid).success).toBe(true));
  it('gives the catalogue messages', () => {
    expect(
      firstErrors(registerSchema.safeParse({ name: ' ', email: '', password: '12345', phoneNumber: '', termsAgreement: false })),
    ).toEqual({
      name: messages.required,
      email: messages.required,
      password: messages.passwordTooShort,
      phoneNumber: messages.required,
      termsAgreement: messages.termsRequired,
    });
  });
  it('says required, not too short, for an empty password', () => {
    expect(firstErrors(registerSchema.safeParse({ ...valid, password: '' })).password).toBe(messages.required);
  });
  it('refuses a missing terms value with the terms message', () => {
    expect(firstErrors(registerSchema.safeParse({ ...valid, termsAgreement: undefined })).termsAgreement).toBe(
      messages.termsRequired,
    );
  });
});

describe('forgotPasswordSchema', () => {
  it('requires the e-mail', () => {
    expect(firstErrors(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({ email: messages.required });
  });
});

describe('resetPasswordSchema', () => {
  it('requires both fields', () => {
    expect(firstErrors(resetPasswordSchema.safeParse({ password: '', password_confirmation: '' }))).toEqual({
      password: messages.required,
      password_confirmation: messages.required,
    });
  });
  it('applies min 6 to the password and min 8 to the confirmation', () => {
    expect(firstErrors(resetPasswordSchema.safeParse({ password: '12345', password_confirmation: '1234567' }))).toEqual({
      password: messages.passwordTooShort,
      password_confirmation: messages.passwordTooShort,
    });
  });
  it('refuses a confirmation that does not match', () => {
    expect(
      firstErrors(resetPasswordSchema.safeParse({ password: 'password1', password_confirmation: 'password2' })),
    ).toEqual({ password_confirmation: messages.passwordMismatch });
  });
  it('accepts matching passwords of 8 or more', () => {
    expect(resetPasswordSchema.safeParse({ password: 'password1', password_confirmation: 'password1' }).success).toBe(true);
  });
});
