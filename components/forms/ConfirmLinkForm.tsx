'use client';

import { useState } from 'react';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { AuthOutcome } from '@/components/auth/AuthOutcome';
import { Button } from '@/components/ui/Button';
import { FormErrorBanner } from './FormErrorBanner';
import { useServerForm } from './useServerForm';
import styles from './ConfirmLinkForm.module.css';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** The form has no fields: the token it sends is the link's. */
const noFields = z.object({});

export type ConfirmLinkFormProps<Data> = {
  token: string;
  labelledBy: string;
  /** The BFF route the token is POSTed to. */
  action: string;
  response: z.ZodType<Data>;
  /** Answers meaning the link will never work (forged, expired, already refused): no retry for them. */
  finalFailures: ReadonlySet<number>;
  /** What the button will do, above it. */
  explain?: ReactNode;
  button: string;
  succeeded: (data: Data) => string;
  next: { href: string; label: string };
};

/**
 * The button an e-mailed link lands on: a POST through the BFF with the link's token alone (no
 * session). The outcome replaces the button; a failure that may pass (the provider unreachable) keeps it.
 */
export function ConfirmLinkForm<Data>({ token, labelledBy, action, response, finalFailures, explain, button, succeeded, next }: ConfirmLinkFormProps<Data>) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const confirm = useServerForm({
    schema: noFields,
    defaultValues: {},
    action,
    extraBody: { token },
    response,
    onSuccess: (data) => setOutcome({ tone: 'success', message: succeeded(data) }),
    takeFailure: (failure) => {
      if (!finalFailures.has(failure.status)) return false;
      setOutcome({ tone: 'error', message: failure.message });
      return true;
    },
  });

  if (outcome) return <AuthOutcome tone={outcome.tone} message={outcome.message} next={next} />;

  return (
    <form noValidate onSubmit={confirm.onSubmit} aria-labelledby={labelledBy} className={styles.form}>
      {explain ? <p>{explain}</p> : null}
      <FormErrorBanner banner={confirm.banner} />
      <Button type="submit" block pending={confirm.pending}>{button}</Button>
    </form>
  );
}
