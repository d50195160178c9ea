'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { compareTray } from '@/lib/browser-list';
import { compareHref } from '@/lib/compare';
import { compareText as text } from '@/lib/messages/compare';
import { useBrowserList } from '@/components/property/useBrowserList';
import { announce, onAnnounce, removeFromCompare } from './compareActions';
import styles from './Compare.module.css';

/**
 * The compare tray, on every page while it holds a home: the homes, each removable, and the way to
 * /compare. Its live region (always present, so it is registered before anything is said) tells
 * screen-reader users what each Compare, Remove or Clear did.
 */
export function CompareTray() {
  const items = useBrowserList(compareTray);
  const [message, setMessage] = useState('');
  useEffect(() => onAnnounce(setMessage), []);

  return (
    <>
      <p role="status" className="visually-hidden">{message}</p>
      {items.length > 0 ? (
        <aside className={styles.tray} aria-label={text.trayLabel}>
          <ul className={styles.trayList}>
            {items.map((item) => (
              <li key={item.id} className={styles.trayItem}>
                <Link href={`/property/${item.id}`} prefetch={false} className={styles.trayName}>{item.name}</Link>
                <button type="button" className={styles.trayRemove} aria-label={text.remove(item.name)} onClick={() => removeFromCompare(item)}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <div className={styles.trayActions}>
            {items.length > 1 ? (
              <Link href={compareHref(items.map((item) => item.id))} prefetch={false} className={styles.open}>{text.open(items.length)}</Link>
            ) : (
              <span className={styles.hint}>{text.needTwo}</span>
            )}
            <button
              type="button"
              className={styles.trayClear}
              onClick={() => {
                compareTray.write([]);
                announce(text.cleared);
              }}
            >
              {text.clear}
            </button>
          </div>
        </aside>
      ) : null}
    </>
  );
}
