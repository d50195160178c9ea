'use client';

import Link from 'next/link';
import { DeferredForm, type FormFields } from '@/components/forms/DeferredForm';
import { Field } from '@/components/ui/Field';
import { authText } from '@/lib/messages/auth';
import type { LoginFieldName, LoginFormLiveProps } from './loginFormParts';
import styles from './LoginForm.module.css';

type LoginFormProps = {
  /**
   * The page to go to once signed in; the server checks it. When not given, the `next` of the page's
   * own address (the login page's `?next=`, read when the form is sent: the page itself is cached).
   */
  next?: string;
  labelledBy: string;
  defaultEmail?: string;
};

const fields: FormFields<LoginFieldName> = (field) => (
  <>
    <Field label={authText.emailLabel} type="email" autoComplete="email" inputMode="email" {...field('email')} />
    <Field label={authText.passwordLabel} type="password" autoComplete="current-password" {...field('password')} />
    <p className={styles.aside}>
      <Link href="/forgot-password">{authText.forgotPasswordLink}</Link>
    </p>
  </>
);

const loadLive = () => import('./LoginFormLive').then((module) => module.LoginFormLive);

/**
 * E-mail and password sign-in. It sits on pages most visitors only read (the sell and advert pages'
 * side panels, the professional's review tab), so its validation and sending (./LoginFormLive) load
 * when a visitor first reaches into it.
 */
export function LoginForm({ next, labelledBy, defaultEmail = '' }: LoginFormProps) {
  return (
    <DeferredForm<LoginFieldName, LoginFormLiveProps>
      load={loadLive}
      liveProps={{ next }}
      fields={fields}
      plainValues={{ email: defaultEmail }}
      submitLabel={authText.loginSubmit}
      labelledBy={labelledBy}
    />
  );
}
