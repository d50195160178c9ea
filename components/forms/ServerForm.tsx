'use client';

import { useId, type ReactNode, type Ref } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useBannerFocus } from './useBannerFocus';
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
  const bannerRef = useBannerFocus(banner);
  const progressId = useId();

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className={styles.form}>
      {banner ? (
        <div ref={bannerRef} tabIndex={-1} className={styles.banner}>
          <Alert tone="error">{banner.message}</Alert>
        </div>
      ) : null}
      {children}
      {progress !== null ? (
        <div className={styles.progress}>
          <label htmlFor={progressId}>{progressLabel}</label>
          <progress id={progressId} max={1} value={progress}>{Math.round(progress * 100)}%</progress>
        </div>
      ) : null}
      <Button type="submit" block pending={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
