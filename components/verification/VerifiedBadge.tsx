import { verificationText, type VerifiedKind } from '@/lib/messages/verification';
import styles from './VerifiedBadge.module.css';

type VerifiedBadgeProps = {
  kind: VerifiedKind;
  /** `card`: the short line under the badge; `full`: the whole line of what was checked and what was not. */
  line: 'card' | 'full';
};

/** "Verified owner" or "Verified agent", always with what the check covers, so nobody reads more into it. */
export function VerifiedBadge({ kind, line }: VerifiedBadgeProps) {
  return (
    <div className={line === 'full' ? styles.full : styles.card} data-testid="verified-badge">
      <span className={styles.badge}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" focusable="false">
          <path d="M6.5 11.2 3.3 8l1.1-1.1 2.1 2.1 5.1-5.1L12.7 5z" fill="currentColor" />
        </svg>
        {verificationText.badge[kind]}
      </span>
      <span className={styles.line}>{line === 'full' ? verificationText.line[kind] : verificationText.cardLine}</span>
    </div>
  );
}
