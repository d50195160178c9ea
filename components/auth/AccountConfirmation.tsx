'use client';

import { Spinner } from '@/components/ui/Spinner';
import { authText } from '@/lib/messages/auth';
import { messages } from '@/lib/messages';
import type { SessionUser } from '@/lib/vst/session';
import { setSessionUser } from '@/components/layout/useSession';
import { AuthCard } from './AuthCard';
import { AuthOutcome } from './AuthOutcome';
import { useOneTimeRequest } from './useOneTimeRequest';

type Confirmed = { message: string; user: SessionUser };

/** Confirms the account from the e-mailed reference; the server signs the user in on success. */
export function AccountConfirmation({ reference }: { reference: string | null }) {
  const confirmation = useOneTimeRequest<Confirmed>({
    path: '/api/auth/confirm',
    body: reference ? { reference } : null,
    invalidMessage: messages.linkExpired,
    // The nav shows the user as signed in straight away.
    onDone: ({ user }) => setSessionUser(user),
  });

  return (
    <AuthCard title={authText.confirmTitle} titleId="confirm-title">
      {confirmation.status === 'pending' ? <Spinner label={authText.confirmingAccount} showLabel /> : null}
      {confirmation.status === 'failed' ? (
        <AuthOutcome tone="error" message={confirmation.message} next={{ href: '/login', label: authText.backToLogin }} />
      ) : null}
      {confirmation.status === 'done' ? (
        // The session is already saved, so "login" goes straight to where a login would.
        <AuthOutcome
          tone="success"
          message={confirmation.data.message}
          next={{ href: '/dashboard', label: authText.continueToDashboard }}
        />
      ) : null}
    </AuthCard>
  );
}
