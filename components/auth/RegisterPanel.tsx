'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Field } from '@/components/ui/Field';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { registerSchema, type SocialProvider } from '@/lib/forms/auth';
import { authText } from '@/lib/messages/auth';
import { messages } from '@/lib/messages';
import { AuthCard } from './AuthCard';
import { AuthOutcome } from './AuthOutcome';
import { SocialSignIn } from './SocialSignIn';

const titleId = 'register-title';

/**
 * Registration; once the provider accepts it, the form gives way to its confirmation message.
 * `socialProviders`: the networks the server offers for sign-up (`socialSignInProviders()`).
 */
export function RegisterPanel({ socialProviders }: { socialProviders: readonly SocialProvider[] }) {
  const [confirmationNotice, setConfirmationNotice] = useState<string | null>(null);
  const register = useServerForm<typeof registerSchema, { message: string }>({
    schema: registerSchema,
    defaultValues: { name: '', email: '', password: '', phoneNumber: '', termsAgreement: false },
    action: '/api/auth/register',
    onSuccess: ({ message }) => setConfirmationNotice(message),
  });

  if (confirmationNotice) {
    return (
      <AuthCard title={authText.registerSuccessTitle} titleId={titleId} intro={messages.confirmAccount}>
        <AuthOutcome tone="success" message={confirmationNotice} next={{ href: '/', label: authText.backHome }} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={authText.registerTitle}
      titleId={titleId}
      intro={authText.registerIntro}
      footer={
        <>
          {authText.haveAccount} <Link href="/login">{authText.loginLink}</Link>
        </>
      }
    >
      <SocialSignIn providers={socialProviders} />
      <ServerForm state={register} submitLabel={authText.registerSubmit} labelledBy={titleId}>
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
    </AuthCard>
  );
}
