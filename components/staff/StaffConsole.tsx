import Link from 'next/link';
import { formatDate } from '@/lib/format/date';
import { trustText } from '@/lib/messages/trust';
import type { TitleDocumentsQueue as TitleDocumentsQueueData } from '@/lib/vst/listing-terms';
import type { PhotoMatchesQueue as PhotoMatchesQueueData } from '@/lib/vst/photo-review';
import type { AuthorityLettersQueue as AuthorityLettersQueueData } from '@/lib/vst/owner-authority';
import type { StaffConsole as StaffConsoleData } from '@/lib/vst/trust';
import type { StaffVerifications } from '@/lib/vst/verification';
import { AuthorityLettersQueue } from './AuthorityLettersQueue';
import { StaffDecision } from './StaffDecision';
import { PhotoMatchesQueue } from './PhotoMatchesQueue';
import { TitleDocumentsQueue } from './TitleDocumentsQueue';
import { VerificationQueue } from './VerificationQueue';
import { VerifiedMembers } from './VerifiedMembers';
import styles from './StaffConsole.module.css';

const reasonText = (reason: string) => (reason === 'visitors_said_gone' ? trustText.visitorsSaidGone : ((trustText.reasons as Record<string, string>)[reason] ?? reason));

/**
 * The console's queues and the audit log. Each queue is its own section, so another (verification
 * requests) slots in beside the reports without touching them. There is no "adverts awaiting approval"
 * queue: adverts go from uploaded to verified by their owner and to active on payment, with no staff
 * approval in between (docs/provider-contract.md).
 */
export function StaffConsole({
  data,
  titleDocuments,
  photoMatches,
  authorityLetters,
  verifications,
}: {
  data: StaffConsoleData;
  titleDocuments?: TitleDocumentsQueueData;
  photoMatches?: PhotoMatchesQueueData;
  authorityLetters?: AuthorityLettersQueueData;
  verifications?: StaffVerifications | null;
}) {
  return (
    <div className={styles.page}>
      <h1>{trustText.staffTitle}</h1>
      <p>{trustText.staffIntro}</p>

      <section aria-labelledby="reports-queue" className={styles.queue}>
        <h2 id="reports-queue">{trustText.reportsQueue}</h2>
        {data.reports.length === 0 ? (
          <p>{trustText.reportsQueueEmpty}</p>
        ) : (
          <ol className={styles.groups}>
            {data.reports.map((group) => (
              <li key={group.property.id} className={styles.group} data-testid="report-group">
                <h3 className={styles.groupTitle}>
                  <Link href={`/property/${group.property.id}`}>{group.property.name}</Link>{' '}
                  <span className={styles.count}>{trustText.reportCount(group.open_count)}</span>
                </h3>
                <p className={styles.address}>{group.property.address}</p>
                {group.property.hidden ? <p className={styles.hiddenNote}>{trustText.listingHiddenNote}</p> : null}
                <ul className={styles.reports}>
                  {group.reports.map((report) => (
                    <li key={report.reference}>
                      <strong>{reasonText(report.reason)}</strong>{' '}
                      <span className={styles.meta}>
                        {report.reference} · {trustText.reportedAt(formatDate(report.created_at))}
                      </span>
                      {report.details ? <p className={styles.details}>{report.details}</p> : null}
                      {report.answered_at?.length ? <p className={styles.details}>{trustText.visitorsAnsweredOn(report.answered_at.map(formatDate).join(', '))}</p> : null}
                    </li>
                  ))}
                </ul>
                <div className={styles.decisions}>
                  {group.property.hidden ? null : <StaffDecision action="hide_listing" propertyId={group.property.id} propertyName={group.property.name} />}
                  <StaffDecision action="dismiss_reports" propertyId={group.property.id} propertyName={group.property.name} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      {photoMatches ? <PhotoMatchesQueue queue={photoMatches} /> : null}

      {titleDocuments ? <TitleDocumentsQueue queue={titleDocuments} /> : null}
      {authorityLetters ? <AuthorityLettersQueue queue={authorityLetters} /> : null}

      {/* A provider without verification (a contract extension) has no queue to show. */}
      {verifications ? <VerificationQueue requests={verifications.verifications} /> : null}
      {verifications ? <VerifiedMembers members={verifications.verified} /> : null}

      <section aria-labelledby="hidden-listings" className={styles.queue}>
        <h2 id="hidden-listings">{trustText.hiddenListings}</h2>
        {data.hidden.length === 0 ? (
          <p>{trustText.hiddenListingsEmpty}</p>
        ) : (
          <ul className={styles.groups}>
            {data.hidden.map((listing) => (
              <li key={listing.id} className={styles.group} data-testid="hidden-listing">
                <h3 className={styles.groupTitle}>{listing.name}</h3>
                <p>{trustText.hiddenBecause(listing.hidden_reason)} · {formatDate(listing.hidden_at)}</p>
                <StaffDecision action="restore_listing" propertyId={listing.id} propertyName={listing.name} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="audit-log" className={styles.queue}>
        <h2 id="audit-log">{trustText.auditLog}</h2>
        {data.audit.length === 0 ? (
          <p>{trustText.auditEmpty}</p>
        ) : (
          // Focusable so a keyboard can scroll a table wider than a phone.
          <div className={styles.tableWrap} role="region" aria-labelledby="audit-caption" tabIndex={0}>
            <table className={styles.table}>
              <caption id="audit-caption" className="visually-hidden">{trustText.auditCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{trustText.auditWhen}</th>
                  <th scope="col">{trustText.auditWho}</th>
                  <th scope="col">{trustText.auditWhat}</th>
                  <th scope="col">{trustText.auditListing}</th>
                  <th scope="col">{trustText.auditWhy}</th>
                </tr>
              </thead>
              <tbody>
                {data.audit.map((entry) => (
                  <tr key={entry.id}>
                    <td><time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time></td>
                    <td>{entry.staff_name}</td>
                    <td>
                      {trustText.auditActions[entry.action]}
                      {entry.reports.length > 0 ? <small className={styles.references}>{trustText.auditReports(entry.reports)}</small> : null}
                    </td>
                    <td>{entry.property ? `${entry.property.name} (#${entry.property.id})` : (entry.member ?? '')}</td>
                    <td>{entry.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
