import type { ReactNode } from 'react';
import styles from './StatusMessage.module.css';

type StatusMessageProps = { title: string; children: ReactNode; actions: ReactNode };

/** The page body of not-found and error states: a heading, a short explanation and ways onward. */
export function StatusMessage({ title, children, actions }: StatusMessageProps) {
  return (
    <div className={`container ${styles.status}`}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.text}>{children}</div>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
