import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format/date';
import styles from './LegalDocument.module.css';

type LegalDocumentProps = { title: string; updated: string; summary: ReactNode; children: ReactNode };

/** A long-form policy page (terms, privacy): readable measure, dated, with a short summary first. */
export function LegalDocument({ title, updated, summary, children }: LegalDocumentProps) {
  return (
    <article className={`container ${styles.document}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>Last updated <time dateTime={updated}>{formatDate(updated)}</time></p>
        <div className={styles.summary}>{summary}</div>
      </header>
      <div className={styles.body}>{children}</div>
    </article>
  );
}
