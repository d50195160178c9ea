'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { SocialProvider } from '@/lib/forms/auth';
import { authText } from '@/lib/messages/auth';
import { messages } from '@/lib/messages';
import { AuthCard } from './AuthCard';
import { AuthOutcome } from './AuthOutcome';
import { RegisterForm } from './RegisterForm';
import { SocialSignIn } from './SocialSignIn';

const titleId = 'register-title';

/**
 * Registration; once the provider accepts it, the form gives way to its confirmation message.
 * `socialProviders`: the networks the server offers for sign-up (`socialSignInProviders()`).
 */
export function RegisterPanel({ socialProviders }: { socialProviders: readonly SocialProvider[] }) {
  const [confirmationNotice, setConfirmationNotice] = useState<string | null>(null);

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
      <RegisterForm labelledBy={titleId} onRegistered={setConfirmationNotice} />
    </AuthCard>
  );
}
