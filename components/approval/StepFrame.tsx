'use client';

import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { approvalText } from '@/lib/messages/finance';
import styles from './Approval.module.css';

type StepFrameProps = {
  title: string;
  /** Move focus to the title when the step appears after a Continue or Back (not on first load). */
  takeFocus: boolean;
  onBack?: () => void;
  /** Continue (or Submit): the step checks its answer and moves on. */
  onContinue?: () => void;
  continueLabel?: string;
  pending?: boolean;
  children: ReactNode;
};

/** One wizard step: its question as a heading, the controls, and Back / Continue. Enter continues. */
export function StepFrame({ title, takeFocus, onBack, onContinue, continueLabel = approvalText.continue, pending, children }: StepFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus, title]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue?.();
  };
  return (
    <form className={styles.frame} noValidate onSubmit={submit} aria-labelledby="step-title">
      <h2 id="step-title" ref={headingRef} tabIndex={-1}>{title}</h2>
      {children}
      {onBack || onContinue ? (
        <div className={styles.buttons}>
          {onBack ? <Button variant="secondary" onClick={onBack}>{approvalText.back}</Button> : <span />}
          {onContinue ? <Button type="submit" pending={pending}>{continueLabel}</Button> : null}
        </div>
      ) : null}
    </form>
  );
}
