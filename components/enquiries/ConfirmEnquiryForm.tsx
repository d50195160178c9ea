'use client';

import { useState } from 'react';
import { z } from 'zod';
import { AuthOutcome } from '@/components/auth/AuthOutcome';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { Button } from '@/components/ui/Button';
import { enquiryConfirmText } from '@/lib/messages/enquiries';
import { enquiryConfirmedResponseSchema } from '@/lib/vst/enquiries';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** Answers the provider gives a link that will never work (forged, expired): no retry for them. */
const FINAL_FAILURES = new Set([400, 404, 422]);

/** The form has no fields: the token it sends is the link's. */
const noFields = z.object({});

/**
 * The button of the enquirer's acknowledgement link: a POST through the BFF with the token alone (no
 * session). The outcome replaces the button; a failure that may pass (the provider unreachable) keeps it.
 */
export function ConfirmEnquiryForm({ token, listing, labelledBy }: { token: string; listing: { id: number; name: string }; labelledBy: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const confirm = useServerForm({
    schema: noFields,
    defaultValues: {},
    action: '/api/vst/enquiries/confirmByToken',
    extraBody: { token },
    response: enquiryConfirmedResponseSchema,
    onSuccess: ({ enquiry }) => setOutcome({ tone: 'success', message: enquiryConfirmText.confirmed(enquiry.property.name) }),
    takeFailure: (failure) => {
      if (!FINAL_FAILURES.has(failure.status)) return false;
      setOutcome({ tone: 'error', message: failure.message });
      return true;
    },
  });

  if (outcome) return <AuthOutcome tone={outcome.tone} message={outcome.message} next={{ href: `/property/${listing.id}`, label: enquiryConfirmText.toListing }} />;

  return (
    <form noValidate onSubmit={confirm.onSubmit} aria-labelledby={labelledBy}>
      <p>{enquiryConfirmText.explain(listing.name)}</p>
      <FormErrorBanner banner={confirm.banner} />
      <Button type="submit" block pending={confirm.pending}>{enquiryConfirmText.button}</Button>
    </form>
  );
}
