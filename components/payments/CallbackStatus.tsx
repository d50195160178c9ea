'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { apiFetch } from '@/lib/api-client';
import { paymentsText } from '@/lib/messages/payments';
import { destinationAfterPayment } from '@/lib/payments/callback';
import { gatewayCallbackResponseSchema } from '@/lib/vst/payments';
import styles from './Payments.module.css';

type State = { phase: 'verifying' } | { phase: 'pending' } | { phase: 'unconfirmed' } | { phase: 'failed' };

/**
 * Asks the provider to verify the payment the gateway returned with, then routes on. Verification is
 * idempotent per reference on the provider, so a refresh, the back button or a double render only
 * reads the settled result again; it never pays twice. The page replaces itself on success, so Back
 * does not land here again.
 */
export function CallbackStatus({ query }: { query: Record<string, string> }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ phase: 'verifying' });
  const started = useRef(false);

  const verify = useCallback(async () => {
    setState({ phase: 'verifying' });
    const result = await apiFetch(`/api/vst/payments/handleGatewayCallback?${new URLSearchParams(query)}`, {
      schema: gatewayCallbackResponseSchema,
    });
    if (result.ok && result.data.paymentStatus === 'Successful') {
      toast.success(paymentsText.paymentSuccessful);
      router.replace(destinationAfterPayment(result.data));
      return;
    }
    if (result.ok) {
      setState(result.data.paymentStatus === 'Pending' ? { phase: 'pending' } : { phase: 'failed' });
    } else {
      // Unreachable, broken or too many checks is not "failed": the payment may well have gone
      // through, so the user is asked to check again rather than told to pay again.
      setState(result.status === 0 || result.status === 429 || result.status >= 500 ? { phase: 'unconfirmed' } : { phase: 'failed' });
    }
  }, [query, router]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void verify();
  }, [verify]);

  switch (state.phase) {
    case 'verifying':
      return <Spinner label={paymentsText.verifying} showLabel />;
    case 'pending':
    case 'unconfirmed':
      return (
        <>
          <Alert tone={state.phase === 'pending' ? 'info' : 'error'}>
            {state.phase === 'pending' ? paymentsText.paymentPending : paymentsText.verificationUnavailable}
          </Alert>
          <div className={styles.actions}>
            <Button onClick={() => void verify()}>{paymentsText.checkAgain}</Button>
          </div>
        </>
      );
    case 'failed':
      return (
        <>
          <Alert tone="error">{paymentsText.paymentFailed}</Alert>
          <div className={styles.actions}>
            <Link href="/dashboard" className={buttonClassName('secondary')}>
              {paymentsText.goToDashboard}
            </Link>
          </div>
        </>
      );
  }
}
