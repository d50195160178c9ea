'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { importOrToast } from '@/components/ui/loadOnFirstUse';
import { useState } from 'react';
import { dashboardLink, isCurrentPath } from './navLinks';
import { useSession } from './useSession';
import styles from './NavBar.module.css';

/**
 * The session-dependent end of the nav: 'My Home' and 'Log out' when signed in, 'Log in' otherwise.
 * The server (and the page until it hydrates) renders both, and CSS shows the pair that the inline
 * script in <head> chose from the signed-in hint (lib/session-hint.ts), so the first paint is right
 * while the HTML stays the same for everyone. From hydration on, useSession decides.
 */
export function SessionNavItems({ pathname }: { pathname: string | null }) {
  const session = useSession();
  const [signingOut, setSigningOut] = useState(false);

  const logIn = (
    <IntentLink
      href="/login"
      className={styles.loginLink}
      aria-current={isCurrentPath(pathname, '/login') ? 'page' : undefined}
    >
      Log in
    </IntentLink>
  );

  if (session.status === 'signed-out') return <li>{logIn}</li>;

  async function handleSignOut() {
    setSigningOut(true);
    // Loaded on demand: it brings sonner for its error toast, which no page needs at first load.
    const signOutModule = await importOrToast(() => import('./signOut'));
    const signedOut = signOutModule ? await signOutModule.signOut() : false;
    // On success the page is reloading; keep the button busy until it goes.
    if (!signedOut) setSigningOut(false);
  }

  const pending = session.status === 'loading';
  return (
    <>
      {pending ? <li className={styles.whenSignedOut}>{logIn}</li> : null}
      <li className={pending ? styles.whenSignedIn : undefined}>
        <IntentLink
          href={dashboardLink.href}
          className={styles.link}
          aria-current={isCurrentPath(pathname, dashboardLink.href) ? 'page' : undefined}
        >
          {dashboardLink.label}
        </IntentLink>
      </li>
      <li className={pending ? styles.whenSignedIn : undefined}>
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
