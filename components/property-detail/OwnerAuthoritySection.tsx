import { formatDate } from '@/lib/format/date';
import { ownerAuthorityText as text } from '@/lib/messages/owner-authority';
import type { OwnerAuthority } from '@/lib/vst/owner-authority';
import styles from '@/components/owner-authority/OwnerAuthority.module.css';

/** "Authorised by the owner", with what our staff looked at and when, once they have seen the letter. */
export function OwnerAuthoritySection({ authority }: { authority: OwnerAuthority | null | undefined }) {
  if (!authority) return null;
  return (
    <div data-testid="owner-authority">
      <p className={styles.badge}>{text.badge}</p>
      <p className={styles.line}>{text.seenLine(authority.letter_from, formatDate(authority.seen_at))}</p>
    </div>
  );
}
