'use client';

import { useId, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { authText } from '@/lib/messages/auth';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import styles from './SignInPrompt.module.css';

type Step = 'choose' | 'login' | 'register' | 'registered';

type SignInPromptProps = {
  /**
   * Where to come back to, carrying what the visitor started (`/property/7?then=wishlist`,
   * `/properties/rent?state_id=25#save-search`): a login goes there at once, a sign-up carries it
   * through the confirmation link to the login on the confirmation page.
   */
  next: string;
  /** `choose` asks first (why sign up, two buttons); `login` shows the login form straight away. */
  start?: 'choose' | 'login';
  /** Why to sign up, shown with the two buttons of `choose`. */
  text?: string;
};

/** For visitors: sign in or sign up right here, without leaving the page they are on. */
export function SignInPrompt({ next, start = 'choose', text }: SignInPromptProps) {
  const [step, setStep] = useState<Step>(start);
  const [notice, setNotice] = useState('');
  const headingId = useId();

  if (step === 'registered') {
    return (
      <div className={styles.prompt}>
        <Alert tone="success">{notice} {authText.confirmToContinue}</Alert>
      </div>
    );
  }

  if (step === 'choose') {
    return (
      <div className={styles.prompt}>
        {text ? <p>{text}</p> : null}
        <div className={styles.promptLinks}>
          <Button onClick={() => setStep('register')}>{authText.registerLink}</Button>
          <Button variant="secondary" onClick={() => setStep('login')}>{authText.loginLink}</Button>
        </div>
      </div>
    );
  }

  const registering = step === 'register';
  return (
    <section className={styles.prompt} aria-labelledby={headingId}>
      <h3 id={headingId}>{registering ? authText.registerLink : authText.loginLink}</h3>
      {registering ? (
        <RegisterForm
          labelledBy={headingId}
          next={next}
          onRegistered={(message) => {
            setNotice(message);
            setStep('registered');
          }}
        />
      ) : (
        <LoginForm labelledBy={headingId} next={next} />
      )}
      <p>
        {registering ? authText.haveAccount : authText.noAccount}{' '}
        <Button variant="ghost" onClick={() => setStep(registering ? 'login' : 'register')}>
          {registering ? authText.loginLink : authText.registerLink}
        </Button>
      </p>
    </section>
  );
}
