'use client';

import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { approvalText } from '@/lib/messages/approval';
import styles from './Approval.module.css';

type StepFrameProps = {
  title: string;
  /** Move focus to the title when the step appears after a Continue or Back (not on first load). */
  takeFocus: boolean;
  onBack?: () => void;
  /** Continue (or Submit): the step checks its answer and moves on (the last one sends them all). */
  onContinue?: () => void | Promise<void>;
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

  const heading = <h2 id="step-title" ref={headingRef} tabIndex={-1}>{title}</h2>;
  // A step with nothing to continue to (the home type, chosen by its buttons; the thank-you) is no
  // form: a form without a submit button leaves Enter doing nothing, which checkers rightly flag.
  if (!onContinue) {
    return (
      <section className={styles.frame} aria-labelledby="step-title">
        {heading}
        {children}
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onContinue();
  };
  return (
    <form className={styles.frame} noValidate onSubmit={submit} aria-labelledby="step-title">
      {heading}
      {children}
      <div className={styles.buttons}>
        {onBack ? <Button variant="secondary" onClick={onBack}>{approvalText.back}</Button> : <span />}
        <Button type="submit" pending={pending}>{continueLabel}</Button>
      </div>
    </form>
  );
}
