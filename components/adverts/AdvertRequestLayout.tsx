'use client';

import Link from 'next/link';
import { LoginForm } from '@/components/auth/LoginForm';
import { useSession } from '@/components/layout/useSession';
import { advertText } from '@/lib/messages/adverts';
import { AdvertRequestForm } from './AdvertRequestForm';
import styles from './Adverts.module.css';

/**
 * /advert: signed out, the request form sits beside a login panel; signed in, it is wider.
 * Decided in the browser after hydration, so the server HTML stays cacheable and holds nothing private.
 */
export function AdvertRequestLayout() {
  const signedIn = useSession().status === 'signed-in';
  return (
    <div className={`container ${styles.layout} ${signedIn ? styles.wide : styles.withLogin}`} data-layout={signedIn ? 'wide' : 'with-login'}>
      <section className={styles.card} aria-labelledby="advert-request-title">
        <h1 id="advert-request-title" className={styles.title}>{advertText.requestTitle}</h1>
        <p className={styles.intro}>{advertText.requestIntro}</p>
        <AdvertRequestForm labelledBy="advert-request-title" />
        <p className={styles.aside}>
          <Link href="/advert/subscription">{advertText.seePlans}</Link>
        </p>
      </section>
      {signedIn ? null : (
        <aside className={styles.card} aria-labelledby="advert-login-title">
          <h2 id="advert-login-title" className={styles.subtitle}>{advertText.loginTitle}</h2>
          <p className={styles.intro}>{advertText.loginIntro}</p>
          <LoginForm next="/advert" labelledBy="advert-login-title" />
        </aside>
      )}
    </div>
  );
}
