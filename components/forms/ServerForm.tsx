'use client';

import type { ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/Button';
import { FormErrorBanner } from './FormErrorBanner';
import { UploadProgress } from './UploadProgress';
import type { ServerFormState } from './useServerForm';
import styles from './ServerForm.module.css';

type ServerFormProps = {
  state: ServerFormState;
  submitLabel: string;
  /** Shown beside the progress bar while files upload. */
  progressLabel?: string;
  /** Accessible name of the form, usually the id of the page heading. */
  labelledBy?: string;
  /** The <form> element, for a form that hands over to another (DeferredForm). */
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
};

/** A form driven by `useServerForm`: error banner on top, the fields, upload progress, one full-width submit button. */
export function ServerForm({ state: { onSubmit, pending, banner, progress }, submitLabel, progressLabel, labelledBy, formRef, children }: ServerFormProps) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className={styles.form}>
      <FormErrorBanner banner={banner} className={styles.banner} />
      {children}
      <UploadProgress progress={progress} label={progressLabel} className={styles.progress} />
      <Button type="submit" block pending={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
