'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/Alert';
import { buttonClassName } from '@/components/ui/Button';
import styles from './AuthOutcome.module.css';

type AuthOutcomeProps = {
  tone: 'success' | 'error';
  message: string;
  /** Where to go from here: a button-styled link after success, a plain link after failure. */
  next?: { href: string; label: string };
};

/**
 * How a sign-in step ended (registered, confirmed, link refused, social sign-in failed). It replaces
 * the form or spinner the user was on, so it takes focus: keyboard and screen-reader users land on it.
 */
export function AuthOutcome({ tone, message, next }: AuthOutcomeProps) {
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => outcomeRef.current?.focus(), []);

  return (
    <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
      <Alert tone={tone}>{message}</Alert>
      {next ? (
        <Link href={next.href} className={tone === 'success' ? buttonClassName('primary') : undefined}>
          {next.label}
        </Link>
      ) : null}
    </div>
  );
}
