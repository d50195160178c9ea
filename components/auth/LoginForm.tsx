'use client';

import Link from 'next/link';
import { Field } from '@/components/ui/Field';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { loginSchema } from '@/lib/forms/auth';
import { authText } from '@/lib/messages/auth';
import { messages } from '@/lib/messages';
import { useFinishSignIn, type SignedIn } from './useFinishSignIn';
import styles from './LoginForm.module.css';

type LoginFormProps = { next?: string; labelledBy: string; defaultEmail?: string };

/** E-mail and password sign-in. `next` is the page the user asked for; the server checks it. */
export function LoginForm({ next, labelledBy, defaultEmail = '' }: LoginFormProps) {
  const finishSignIn = useFinishSignIn();
  const login = useServerForm<typeof loginSchema, SignedIn>({
    schema: loginSchema,
    defaultValues: { email: defaultEmail, password: '' },
    action: '/api/auth/login',
    extraBody: next ? { next } : undefined,
    onSuccess: finishSignIn,
    // A 400 is the spec's bad-credentials message; anything else (unconfirmed, server down) says why.
    describeFailure: (failure) => (failure.status === 400 ? messages.invalidCredentials : failure.message),
  });

  return (
    <ServerForm state={login} submitLabel={authText.loginSubmit} labelledBy={labelledBy}>
      <Field label={authText.emailLabel} type="email" autoComplete="email" inputMode="email" {...login.field('email')} />
      <Field label={authText.passwordLabel} type="password" autoComplete="current-password" {...login.field('password')} />
      <p className={styles.aside}>
        <Link href="/forgot-password">{authText.forgotPasswordLink}</Link>
      </p>
    </ServerForm>
  );
}
