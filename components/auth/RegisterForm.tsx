'use client';

import Link from 'next/link';
import { Field } from '@/components/ui/Field';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { registerSchema } from '@/lib/forms/auth';
import { authText } from '@/lib/messages/auth';

type RegisterFormProps = {
  labelledBy: string;
  /** Where the login after confirming goes (carried in the confirmation link); the server checks it. */
  next?: string;
  onRegistered: (message: string) => void;
};

/** The registration form, on /register and in place on a property page's sign-in prompt. */
export function RegisterForm({ labelledBy, next, onRegistered }: RegisterFormProps) {
  const register = useServerForm<typeof registerSchema, { message: string }>({
    schema: registerSchema,
    defaultValues: { name: '', email: '', password: '', phoneNumber: '', termsAgreement: false },
    action: '/api/auth/register',
    extraBody: next ? { next } : undefined,
    onSuccess: ({ message }) => onRegistered(message),
  });

  return (
    <ServerForm state={register} submitLabel={authText.registerSubmit} labelledBy={labelledBy}>
      <Field label={authText.nameLabel} autoComplete="name" {...register.field('name')} />
      <Field label={authText.emailLabel} type="email" autoComplete="email" inputMode="email" {...register.field('email')} />
      <Field
        label={authText.passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={authText.passwordHint}
        {...register.field('password')}
      />
      <Field label={authText.phoneLabel} type="tel" autoComplete="tel" {...register.field('phoneNumber')} />
      <Field
        type="checkbox"
        label={
          <>
            {authText.termsLabelBefore}
            <Link href="/terms">{authText.termsLink}</Link>
            {authText.termsLabelBetween}
            <Link href="/privacy">{authText.privacyLink}</Link>
          </>
        }
        {...register.field('termsAgreement')}
      />
    </ServerForm>
  );
}
