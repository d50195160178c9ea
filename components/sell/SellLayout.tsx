'use client';

import { LoginForm } from '@/components/auth/LoginForm';
import { useSession } from '@/components/layout/useSession';
import { sellText } from '@/lib/messages/sell';
import { SellForm } from './SellForm';
import styles from './Sell.module.css';

/**
 * The sell page: signed out, the form sits beside a login form and is narrower; signed in, it
 * is wider. Decided in the browser after hydration, so the server HTML (signed-out layout) stays
 * cacheable and holds nothing user-specific.
 */
export function SellLayout() {
  const signedIn = useSession().status === 'signed-in';
  return (
    <div className={`container ${styles.layout} ${signedIn ? styles.wide : styles.withLogin}`} data-layout={signedIn ? 'wide' : 'with-login'}>
      <section className={styles.card} aria-labelledby="sell-title">
        <h1 id="sell-title" className={styles.title}>{sellText.title}</h1>
        <p className={styles.intro}>{sellText.intro}</p>
        <SellForm labelledBy="sell-title" />
      </section>
      {signedIn ? null : (
        <aside className={styles.card} aria-labelledby="sell-login-title">
          <h2 id="sell-login-title" className={styles.subtitle}>{sellText.loginTitle}</h2>
          <p className={styles.intro}>{sellText.loginIntro}</p>
          <LoginForm next="/sell" labelledBy="sell-login-title" />
        </aside>
      )}
    </div>
  );
}
