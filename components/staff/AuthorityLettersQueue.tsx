import Link from 'next/link';
import { formatDate } from '@/lib/format/date';
import { ownerAuthorityText as text } from '@/lib/messages/owner-authority';
import type { AuthorityLettersQueue as Queue } from '@/lib/vst/owner-authority';
import { StaffDecision } from './StaffDecision';
import styles from './StaffConsole.module.css';

/**
 * Letters of authority waiting for a look, oldest first: each opens privately (staff and the
 * advertiser only); staff mark it seen or refuse it, each with a reason for the audit log.
 */
export function AuthorityLettersQueue({ queue }: { queue: Queue }) {
  return (
    <section aria-labelledby="authority-letters-queue" className={styles.queue}>
      <h2 id="authority-letters-queue">{text.queueHeading}</h2>
      {queue.letters.length === 0 ? (
        <p>{text.queueEmpty}</p>
      ) : (
        <ol className={styles.groups}>
          {queue.letters.map((letter) => (
            <li key={letter.property.id} className={styles.group} data-testid="authority-letter">
              <h3 className={styles.groupTitle}>
                <Link href={`/property/${letter.property.id}`}>{letter.property.name}</Link>
              </h3>
              <p className={styles.address}>{letter.property.address}</p>
              <p>
                {text.queueLine(letter.advertiser, letter.letter_from)}{' '}
                <span className={styles.meta}>{text.sentOn(formatDate(letter.uploaded_at))}</span>
              </p>
              <p><a href={letter.link} target="_blank" rel="noopener noreferrer">{letter.name}</a></p>
              <div className={styles.decisions}>
                <StaffDecision action="authority_letter_seen" propertyId={letter.property.id} propertyName={letter.property.name} />
                <StaffDecision action="authority_letter_refused" propertyId={letter.property.id} propertyName={letter.property.name} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
