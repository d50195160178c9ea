'use client';

import Link from 'next/link';
import { useSWRConfig } from 'swr';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { buttonClassName } from '@/components/ui/Button';
import { authText, messages } from '@/lib/messages';
import { swrKeys } from '@/lib/swr-keys';
import type { SessionUser } from '@/lib/vst/session';
import { AuthCard } from './AuthCard';
import { useOneTimeRequest } from './useOneTimeRequest';
import styles from './AuthForms.module.css';

type Confirmed = { message: string; user: SessionUser };

/** Confirms the account from the e-mailed reference; the server signs the user in on success. */
export function AccountConfirmation({ reference }: { reference: string | null }) {
  const { mutate } = useSWRConfig();
  const confirmation = useOneTimeRequest<Confirmed>({
    path: '/api/auth/confirm',
    body: reference ? { reference } : null,
    invalidMessage: messages.linkExpired,
    // The nav shows the user as signed in straight away.
    onDone: ({ user }) => void mutate(swrKeys.session, { user }),
  });

  return (
    <AuthCard title={authText.confirmTitle} titleId="confirm-title">
      {confirmation.status === 'pending' ? <Spinner label={authText.confirmingAccount} showLabel /> : null}
      {confirmation.status === 'failed' ? (
        <>
          <Alert tone="error">{confirmation.message}</Alert>
          <p className={styles.status}>
            <Link href="/login">{authText.backToLogin}</Link>
          </p>
        </>
      ) : null}
      {confirmation.status === 'done' ? (
        <div className={styles.success}>
          <Alert tone="success">{confirmation.data.message}</Alert>
          <div className={styles.actions}>
            {/* The session is already saved, so "login" goes straight to where a login would. */}
            <Link href="/dashboard" className={buttonClassName('primary')}>
              {authText.continueToDashboard}
            </Link>
          </div>
        </div>
      ) : null}
    </AuthCard>
  );
}
