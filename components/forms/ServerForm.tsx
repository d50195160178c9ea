'use client';

import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { ServerFormState } from './useServerForm';
import styles from './ServerForm.module.css';

type ServerFormProps = {
  state: ServerFormState;
  submitLabel: string;
  /** Accessible name of the form, usually the id of the page heading. */
  labelledBy?: string;
  children: ReactNode;
};

/** A form driven by `useServerForm`: error banner on top, the fields, one full-width submit button. */
export function ServerForm({ state, submitLabel, labelledBy, children }: ServerFormProps) {
  return (
    <form noValidate onSubmit={state.onSubmit} aria-labelledby={labelledBy} className={styles.form}>
      {state.banner ? (
        <div ref={state.bannerRef} tabIndex={-1} className={styles.banner}>
          <Alert tone="error">{state.banner}</Alert>
        </div>
      ) : null}
      {children}
      <Button type="submit" block pending={state.pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
