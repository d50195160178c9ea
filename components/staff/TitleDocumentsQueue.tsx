import Link from 'next/link';
import { titleText } from '@/lib/messages/listing-terms';
import type { TitleDocumentsQueue as Queue } from '@/lib/vst/listing-terms';
import { StaffDecision } from './StaffDecision';
import styles from './StaffConsole.module.css';

/**
 * Listings whose title documents wait for a look: each document opens privately (staff and the owner
 * only); once staff mark them seen, with a note for the audit log, the listing says so.
 */
export function TitleDocumentsQueue({ queue }: { queue: Queue }) {
  return (
    <section aria-labelledby="title-documents-queue" className={styles.queue}>
      <h2 id="title-documents-queue">{titleText.queueHeading}</h2>
      {queue.listings.length === 0 ? (
        <p>{titleText.queueEmpty}</p>
      ) : (
        <ol className={styles.groups}>
          {queue.listings.map((listing) => (
            <li key={listing.property.id} className={styles.group} data-testid="title-documents">
              <h3 className={styles.groupTitle}>
                <Link href={`/property/${listing.property.id}`}>{listing.property.name}</Link>
              </h3>
              <p className={styles.address}>{listing.property.address}</p>
              <p>{titleText.queueTitle(titleText.names[listing.title])}</p>
              <ul className={styles.reports}>
                {listing.documents.map((document) => (
                  <li key={document.link}>
                    <a href={document.link} target="_blank" rel="noopener noreferrer">{document.name}</a>
                  </li>
                ))}
              </ul>
              <StaffDecision action="title_documents_seen" propertyId={listing.property.id} propertyName={listing.property.name} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
