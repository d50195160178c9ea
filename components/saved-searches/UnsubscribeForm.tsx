'use client';

import { useState, type FormEvent } from 'react';
import { AuthOutcome } from '@/components/auth/AuthOutcome';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { apiFetch } from '@/lib/api-client';
import { tabHref } from '@/lib/dashboard/view';
import { savedSearchText } from '@/lib/messages/saved-searches';
import { unsubscribeResponseSchema } from '@/lib/vst/saved-searches';
import styles from './SavedSearches.module.css';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** Answers the provider gives a link that will never work (bad token, search deleted): no retry for them. */
const FINAL_FAILURES = new Set([400, 404, 422]);

/**
 * What the link will do, and the button that does it: a POST through the BFF with the token alone
 * (no session). The outcome replaces the button: "Alerts stopped for …", or the provider's word for a
 * link that is not valid. A failure that may pass (the provider unreachable) keeps the button.
 */
export function UnsubscribeForm({ token, labelledBy }: { token: string; labelledBy: string }) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [retryable, setRetryable] = useState('');

  async function unsubscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setRetryable('');
    const result = await apiFetch('/api/vst/alerts/unsubscribe', { method: 'POST', body: { token }, schema: unsubscribeResponseSchema });
    setPending(false);
    if (result.ok) setOutcome({ tone: 'success', message: `${savedSearchText.unsubscribed(result.data.saved_search.name)}. ${savedSearchText.unsubscribedNext}` });
    else if (FINAL_FAILURES.has(result.status)) setOutcome({ tone: 'error', message: result.message });
    else setRetryable(result.message);
  }

  if (outcome) {
    const next = outcome.tone === 'success' ? { href: tabHref('searches'), label: savedSearchText.toDashboard } : undefined;
    return <AuthOutcome tone={outcome.tone} message={outcome.message} next={next} />;
  }

  return (
    <form noValidate onSubmit={unsubscribe} aria-labelledby={labelledBy} className={styles.unsubscribe}>
      <p>{savedSearchText.unsubscribeExplain}</p>
      {retryable ? <Alert tone="error">{retryable}</Alert> : null}
      <Button type="submit" block pending={pending}>{savedSearchText.unsubscribeButton}</Button>
    </form>
  );
}
