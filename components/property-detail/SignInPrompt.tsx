'use client';

import { useId, useState } from 'react';
import { LoginForm } from '@/components/auth/LoginForm';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { propertyText } from '@/lib/messages/property';
import { propertyPathWithAction, type PendingAction } from '@/lib/pending-action';
import styles from './PropertyActions.module.css';

type Step = 'choose' | 'login' | 'register' | 'registered';

type SignInPromptProps = {
  propertyId: number;
  /** What the visitor started: it completes after the sign-in (PropertyActions), or after confirming a sign-up. */
  action: PendingAction;
  /** `choose` asks first (why sign up, two buttons); `login` shows the login form straight away. */
  start?: 'choose' | 'login';
  text?: string;
};

/**
 * For visitors: sign in or sign up right here, without leaving the property. Both carry the action
 * the visitor started as `next` (`/property/7?then=wishlist`): a login goes there at once, a sign-up
 * carries it through the confirmation link to the login on the confirmation page.
 */
export function SignInPrompt({ propertyId, action, start = 'choose', text = propertyText.signUpPrompt }: SignInPromptProps) {
  const [step, setStep] = useState<Step>(start);
  const [notice, setNotice] = useState('');
  const headingId = useId();
  const next = propertyPathWithAction(propertyId, action);

  if (step === 'registered') {
    return (
      <div className={styles.prompt}>
        <Alert tone="success">{notice} {propertyText.confirmToContinue}</Alert>
      </div>
    );
  }

  if (step === 'choose') {
    return (
      <div className={styles.prompt}>
        <p>{text}</p>
        <div className={styles.promptLinks}>
          <Button onClick={() => setStep('register')}>{propertyText.signUp}</Button>
          <Button variant="secondary" onClick={() => setStep('login')}>{propertyText.logIn}</Button>
        </div>
      </div>
    );
  }

  const registering = step === 'register';
  return (
    <section className={styles.prompt} aria-labelledby={headingId}>
      <h3 id={headingId}>{registering ? propertyText.signUp : propertyText.logIn}</h3>
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
        {registering ? propertyText.haveAccount : propertyText.newHere}{' '}
        <Button variant="ghost" onClick={() => setStep(registering ? 'login' : 'register')}>
          {registering ? propertyText.logIn : propertyText.signUp}
        </Button>
      </p>
    </section>
  );
}
