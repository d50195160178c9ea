import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

type AuthCardProps = {
  title: string;
  /** The id of the heading, so a form can take it as its accessible name. */
  titleId?: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. "New here? Create an account". */
  footer?: ReactNode;
};

/** The centred card every sign-in page sits in (inside the layout's <main>). */
export function AuthCard({ title, titleId, intro, children, footer }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </section>
      {footer ? <p className={styles.footer}>{footer}</p> : null}
    </div>
  );
}
