'use client';

import { useState } from 'react';
import { z } from 'zod';
import { AuthOutcome } from '@/components/auth/AuthOutcome';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { Button } from '@/components/ui/Button';
import { formatLagosDateTime } from '@/lib/format/date';
import { bookingsText } from '@/lib/messages/bookings';
import { bookingChangeResponseSchema } from '@/lib/vst/bookings';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** Answers the provider gives a link that will never work (forged, declined, expired): no retry for them. */
const FINAL_FAILURES = new Set([400, 404, 409, 422]);

/** The form has no fields: the token it sends is the link's. */
const noFields = z.object({});

/**
 * The button of the advertiser's e-mail link: a POST through the BFF with the token alone (no
 * session). The outcome replaces the button; a failure that may pass (the provider unreachable) keeps it.
 */
export function ConfirmBookingForm({ token, labelledBy }: { token: string; labelledBy: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const confirm = useServerForm({
    schema: noFields,
    defaultValues: {},
    action: '/api/vst/bookings/confirmByToken',
    extraBody: { token },
    response: bookingChangeResponseSchema,
    onSuccess: ({ booking }) => setOutcome({ tone: 'success', message: bookingsText.confirmed(booking.property.name, formatLagosDateTime(booking.starts_at)) }),
    takeFailure: (failure) => {
      if (!FINAL_FAILURES.has(failure.status)) return false;
      setOutcome({ tone: 'error', message: failure.message });
      return true;
    },
  });

  if (outcome) return <AuthOutcome tone={outcome.tone} message={outcome.message} next={{ href: '/dashboard', label: bookingsText.toDashboard }} />;

  return (
    <form noValidate onSubmit={confirm.onSubmit} aria-labelledby={labelledBy}>
      <FormErrorBanner banner={confirm.banner} />
      <Button type="submit" block pending={confirm.pending}>{bookingsText.confirmButton}</Button>
    </form>
  );
}
