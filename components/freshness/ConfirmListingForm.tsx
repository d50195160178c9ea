'use client';

import { useState, type FormEvent } from 'react';
import { AuthOutcome } from '@/components/auth/AuthOutcome';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { apiFetch } from '@/lib/api-client';
import { dashboardHref } from '@/lib/dashboard/view';
import { freshnessText } from '@/lib/messages/freshness';
import { confirmByLinkResponseSchema } from '@/lib/vst/freshness';
import styles from './ConfirmListingForm.module.css';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** Answers the provider gives a link that will never work (forged, another owner's): no retry for them. */
const FINAL_FAILURES = new Set([400, 404, 422]);

/**
 * What the reminder's link will do, and the button that does it: a POST through the BFF with the
 * token alone (no session). The outcome replaces the button; a failure that may pass (the provider
 * unreachable) keeps it.
 */
export function ConfirmListingForm({ token, labelledBy }: { token: string; labelledBy: string }) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [retryable, setRetryable] = useState('');

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setRetryable('');
    const result = await apiFetch('/api/vst/listings/confirm', { method: 'POST', body: { token }, schema: confirmByLinkResponseSchema });
    setPending(false);
    if (result.ok) setOutcome({ tone: 'success', message: freshnessText.pageConfirmed(result.data.property.name) });
    else if (FINAL_FAILURES.has(result.status)) setOutcome({ tone: 'error', message: result.message });
    else setRetryable(result.message);
  }

  if (outcome) {
    const next = { href: dashboardHref({ view: 'properties', type: 'uploaded', page: 1 }), label: freshnessText.toDashboard };
    return <AuthOutcome tone={outcome.tone} message={outcome.message} next={next} />;
  }

  return (
    <form noValidate onSubmit={confirm} aria-labelledby={labelledBy} className={styles.form}>
      <p>{freshnessText.pageExplain}</p>
      {retryable ? <Alert tone="error">{retryable}</Alert> : null}
      <Button type="submit" block pending={pending}>{freshnessText.pageButton}</Button>
    </form>
  );
}
