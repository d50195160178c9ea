'use client';

import Link from 'next/link';
import { Spinner } from '@/components/ui/Spinner';
import { buttonClassName } from '@/components/ui/Button';
import { authText } from '@/lib/messages/auth';
import { messages } from '@/lib/messages';
import { useSession } from '@/components/layout/useSession';
import { AuthCard } from './AuthCard';
import { AuthOutcome } from './AuthOutcome';
import { LoginForm } from './LoginForm';
import { useOneTimeRequest } from './useOneTimeRequest';

type Confirmed = { message: string; email: string };

const titleId = 'confirm-title';

/**
 * Confirms the account from the e-mailed reference. Confirming signs nobody in: the owner of the
 * account logs in here with their password (and goes on to `next`, e.g. the wishlist add they started
 * before signing up), and a visitor who is already signed in stays who they are.
 */
export function AccountConfirmation({ reference, next }: { reference: string | null; next: string }) {
  const confirmation = useOneTimeRequest<Confirmed>({
    path: '/api/auth/confirm',
    body: reference ? { reference } : null,
    invalidMessage: messages.linkExpired,
  });

  return (
    <AuthCard title={authText.confirmTitle} titleId={titleId}>
      {confirmation.status === 'pending' ? <Spinner label={authText.confirmingAccount} showLabel /> : null}
      {confirmation.status === 'failed' ? (
        <AuthOutcome tone="error" message={confirmation.message} next={{ href: '/login', label: authText.backToLogin }} />
      ) : null}
      {confirmation.status === 'done' ? (
        <>
          <AuthOutcome tone="success" message={confirmation.data.message} />
          <AfterConfirmation email={confirmation.data.email} next={next} />
        </>
      ) : null}
    </AuthCard>
  );
}

function AfterConfirmation({ email, next }: { email: string; next: string }) {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-in') {
    // The hint alone does not name the user: wait for the session route.
    if (!session.user) return null;
    // Never replace a signed-in session unasked: whoever is signed in stays, and is told so.
    return (
      <p>
        {authText.confirmedWhileSignedIn(session.user.name)}{' '}
        <Link href={next} className={buttonClassName('secondary')}>{authText.continueSignedIn}</Link>
      </p>
    );
  }
  return (
    <section aria-labelledby="confirm-login-title">
      <h2 id="confirm-login-title">{authText.confirmLoginTitle}</h2>
      <LoginForm next={next} defaultEmail={email} labelledBy="confirm-login-title" />
    </section>
  );
}
