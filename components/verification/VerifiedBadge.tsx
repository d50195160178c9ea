import { propertyCardText, type VerifiedKind } from '@/lib/messages/property-card';
import styles from './VerifiedBadge.module.css';

type VerifiedBadgeProps = {
  kind: VerifiedKind;
  /** What the check covers: a card's short line, or elsewhere the whole line of what was checked and what was not. */
  line: string;
  size: 'card' | 'full';
};

/** "Verified owner" or "Verified agent", always with what the check covers, so nobody reads more into it. */
export function VerifiedBadge({ kind, line, size }: VerifiedBadgeProps) {
  return (
    <div className={size === 'full' ? styles.full : styles.card} data-testid="verified-badge">
      <span className={styles.badge}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" focusable="false">
          <path d="M6.5 11.2 3.3 8l1.1-1.1 2.1 2.1 5.1-5.1L12.7 5z" fill="currentColor" />
        </svg>
        {propertyCardText.verified[kind]}
      </span>
      <span className={styles.line}>{line}</span>
    </div>
  );
}
