'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { securityText } from '@/lib/messages/security';
import { Alert } from './Alert';
import { Button } from './Button';
import styles from './ReadFailedAlert.module.css';

/**
 * A server read that failed inside a page (the provider down or slow): what happened, and a retry
 * that fetches the page's server data again without a full reload, so the rest of the page stays.
 */
export function ReadFailedAlert({ message }: { message: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className={styles.failure}>
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" pending={pending} onClick={() => startTransition(() => router.refresh())}>
        {securityText.retry}
      </Button>
    </div>
  );
}
