import type { ReactNode } from 'react';
import styles from './Adverts.module.css';

/** A step's heading with a check mark (decorative: the words say it). */
export function DoneHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className={styles.done}>
      <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 id={id} className={styles.title}>{children}</h1>
    </div>
  );
}
