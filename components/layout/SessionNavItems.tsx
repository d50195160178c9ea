'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { useState } from 'react';
import { dashboardLink, isCurrentPath } from './navLinks';
import { useSession } from './useSession';
import styles from './NavBar.module.css';

/**
 * The session-dependent end of the nav: 'My Home' and 'Log out' when signed in, 'Log in' otherwise.
 * Rendered only in the browser; the server and the first paint get an invisible 'Log in' of the same size.
 */
export function SessionNavItems({ pathname }: { pathname: string | null }) {
  const session = useSession();
  const [signingOut, setSigningOut] = useState(false);

  if (session.status === 'loading') {
    return (
      <li className={styles.pendingItem} aria-hidden="true">
        <span className={styles.loginLink}>Log in</span>
      </li>
    );
  }

  if (session.status === 'signed-out') {
    return (
      <li>
        <IntentLink
          href="/login"
          className={styles.loginLink}
          aria-current={isCurrentPath(pathname, '/login') ? 'page' : undefined}
        >
          Log in
        </IntentLink>
      </li>
    );
  }

  async function handleSignOut() {
    setSigningOut(true);
    // Loaded on demand: it brings sonner for its error toast, which no page needs at first load.
    const { signOut } = await import('./signOut');
    const signedOut = await signOut();
    // On success the page is reloading; keep the button busy until it goes.
    if (!signedOut) setSigningOut(false);
  }

  return (
    <>
      <li>
        <IntentLink
          href={dashboardLink.href}
          className={styles.link}
          aria-current={isCurrentPath(pathname, dashboardLink.href) ? 'page' : undefined}
        >
          {dashboardLink.label}
        </IntentLink>
      </li>
      <li>
        <button
          type="button"
          className={styles.logoutButton}
          onClick={handleSignOut}
          disabled={signingOut}
          aria-busy={signingOut || undefined}
        >
          Log out
        </button>
      </li>
    </>
  );
}
