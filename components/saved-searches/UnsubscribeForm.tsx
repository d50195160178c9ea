'use client';

import { useState } from 'react';
import { z } from 'zod';
import { AuthOutcome } from '@/components/auth/AuthOutcome';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { Button } from '@/components/ui/Button';
import { tabHref } from '@/lib/dashboard/view';
import { savedSearchText } from '@/lib/messages/saved-searches';
import { unsubscribeResponseSchema } from '@/lib/vst/saved-searches';
import styles from './SavedSearches.module.css';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** Answers the provider gives a link that will never work (bad token, search deleted): no retry for them. */
const FINAL_FAILURES = new Set([400, 404, 422]);

/** The form has no fields: the token it sends is the link's. */
const noFields = z.object({});

/**
 * What the link will do, and the button that does it: a POST through the BFF with the token alone
 * (no session). The outcome replaces the button: "Alerts stopped for …", or the provider's word for a
 * link that is not valid. A failure that may pass (the provider unreachable) keeps the button.
 */
export function UnsubscribeForm({ token, labelledBy }: { token: string; labelledBy: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const unsubscribe = useServerForm({
    schema: noFields,
    defaultValues: {},
    action: '/api/vst/alerts/unsubscribe',
    extraBody: { token },
    response: unsubscribeResponseSchema,
    onSuccess: (data) =>
      setOutcome({ tone: 'success', message: `${savedSearchText.unsubscribed(data.saved_search.name)}. ${savedSearchText.unsubscribedNext}` }),
    takeFailure: (failure) => {
      if (!FINAL_FAILURES.has(failure.status)) return false;
      setOutcome({ tone: 'error', message: failure.message });
      return true;
    },
  });

  if (outcome) {
    const next = outcome.tone === 'success' ? { href: tabHref('searches'), label: savedSearchText.toDashboard } : undefined;
    return <AuthOutcome tone={outcome.tone} message={outcome.message} next={next} />;
  }

  return (
    <form noValidate onSubmit={unsubscribe.onSubmit} aria-labelledby={labelledBy} className={styles.unsubscribe}>
      <p>{savedSearchText.unsubscribeExplain}</p>
      <FormErrorBanner banner={unsubscribe.banner} />
      <Button type="submit" block pending={unsubscribe.pending}>{savedSearchText.unsubscribeButton}</Button>
    </form>
  );
}
