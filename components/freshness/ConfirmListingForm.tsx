'use client';

import { useState } from 'react';
import { z } from 'zod';
import { AuthOutcome } from '@/components/auth/AuthOutcome';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { Button } from '@/components/ui/Button';
import { dashboardHref } from '@/lib/dashboard/view';
import { freshnessText } from '@/lib/messages/freshness';
import { confirmByLinkResponseSchema } from '@/lib/vst/freshness';
import styles from './ConfirmListingForm.module.css';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** Answers the provider gives a link that will never work (forged, another owner's): no retry for them. */
const FINAL_FAILURES = new Set([400, 404, 422]);

/** The form has no fields: the token it sends is the link's. */
const noFields = z.object({});

/**
 * What the reminder's link will do, and the button that does it: a POST through the BFF with the
 * token alone (no session). The outcome replaces the button; a failure that may pass (the provider
 * unreachable) keeps it.
 */
export function ConfirmListingForm({ token, labelledBy }: { token: string; labelledBy: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const confirm = useServerForm({
    schema: noFields,
    defaultValues: {},
    action: '/api/vst/listings/confirm',
    extraBody: { token },
    response: confirmByLinkResponseSchema,
    onSuccess: (data) => setOutcome({ tone: 'success', message: freshnessText.pageConfirmed(data.property.name) }),
    takeFailure: (failure) => {
      if (!FINAL_FAILURES.has(failure.status)) return false;
      setOutcome({ tone: 'error', message: failure.message });
      return true;
    },
  });

  if (outcome) {
    const next = { href: dashboardHref({ view: 'properties', type: 'uploaded', page: 1 }), label: freshnessText.toDashboard };
    return <AuthOutcome tone={outcome.tone} message={outcome.message} next={next} />;
  }

  return (
    <form noValidate onSubmit={confirm.onSubmit} aria-labelledby={labelledBy} className={styles.form}>
      <p>{freshnessText.pageExplain}</p>
      <FormErrorBanner banner={confirm.banner} />
      <Button type="submit" block pending={confirm.pending}>{freshnessText.pageButton}</Button>
    </form>
  );
}
