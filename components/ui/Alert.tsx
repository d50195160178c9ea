import type { ReactNode } from 'react';
import styles from './Alert.module.css';

type AlertProps = { tone?: 'error' | 'success' | 'info'; children: ReactNode; id?: string };

/** A message block; errors are announced at once (role=alert), the rest politely (role=status). */
export function Alert({ tone = 'info', children, id }: AlertProps) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      {children}
    </div>
  );
}
