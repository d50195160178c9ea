'use client';

import { DataSaverSwitch } from '@/components/pwa/DataSaverSwitch';
import { IntentLink } from '@/components/ui/IntentLink';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { isCurrentPath, navLinks } from './navLinks';
import { SessionNavItems } from './SessionNavItems';
import styles from './NavBar.module.css';

/**
 * The nav's links with the current page marked, and on narrow screens a menu button that shows
 * and hides them. Escape closes the menu and returns focus to its button; following a link closes it.
 */
export function NavMenu() {
  const pathname = usePathname();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  function closeAfterLinkClick(event: MouseEvent<HTMLUListElement>) {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  }

  return (
    <nav className={styles.nav} aria-label="Main">
      <button
        ref={toggleRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className={styles.menuIcon} aria-hidden="true" />
        Menu
      </button>
      <ul id={listId} className={styles.links} data-open={open || undefined} onClick={closeAfterLinkClick}>
        {navLinks.map((link) => (
          <li key={link.href}>
            <IntentLink
              href={link.href}
              className={styles.link}
              aria-current={isCurrentPath(pathname, link.href) ? 'page' : undefined}
            >
              {link.label}
            </IntentLink>
          </li>
        ))}
        <li>
          <DataSaverSwitch />
        </li>
        <SessionNavItems pathname={pathname} />
      </ul>
    </nav>
  );
}
