import type { Metadata } from 'next';
import Link from 'next/link';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { DocumentList } from '@/components/payments/DocumentList';
import { Alert } from '@/components/ui/Alert';
import { buttonClassName } from '@/components/ui/Button';
import styles from '@/components/payments/Payments.module.css';
import { formatNaira } from '@/lib/format/naira';
import { paymentsText } from '@/lib/messages/payments';
import { paymentPaths } from '@/lib/payments/paths';
import { NO_ACTIVE_SUBSCRIPTION_DETAIL, type BackgroundInfo } from '@/lib/vst/payments';
import { isOwnNavigation } from '@/server/http/origin';
import { requireSession } from '@/server/session';
import { getBackgroundInfo } from '@/server/vst/payments';
import { getPropertyDetail } from '@/server/vst/property-detail';
import { ReadFailedAlert } from '@/components/ui/ReadFailedAlert';

export const metadata: Metadata = { title: paymentsText.documentsTitle, robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/**
 * A property's background documents (sign-in). The provider decides: the owner always, a subscriber
 * while views last (one per distinct property); anyone else is offered the plans, which bring them back here.
 */
export default async function BackgroundDocumentsPage({ params }: Props) {
  const { id } = await params;
  await requireSession(`/property-info/viewbgdocs/${encodeURIComponent(id)}`);
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const propertyId = Number(id);
  const path = `/property-info/viewbgdocs/${propertyId}`;
  // Reading the documents uses a paid view: a link from another site only gets this page's own link.
  if (!isOwnNavigation(await headers())) return <OpenDocumentsPrompt propertyId={propertyId} path={path} />;
  const [info, detail] = await Promise.all([getBackgroundInfo(propertyId), getPropertyDetail(propertyId)]);
  if (!info.ok && info.status === 404) notFound();
  const title = detail.ok ? paymentsText.documentsOf(detail.data.property.name) : paymentsText.documentsTitle;

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.section}>
        {info.ok ? (
          <Documents info={info.data} />
        ) : info.detail === NO_ACTIVE_SUBSCRIPTION_DETAIL ? (
          <>
            <Alert tone="info">{paymentsText.noSubscription}</Alert>
            <Link href={paymentPaths.backgroundPlans(propertyId)} className={buttonClassName('primary')}>
              {paymentsText.subscribe}
            </Link>
          </>
        ) : (
          <ReadFailedAlert message={info.detail} />
        )}
      </div>
      <div className={styles.actions}>
        <Link href={`/property/${propertyId}`} className={buttonClassName('secondary')}>
          {paymentsText.backToProperty}
        </Link>
      </div>
    </div>
  );
}

function OpenDocumentsPrompt({ propertyId, path }: { propertyId: number; path: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{paymentsText.documentsTitle}</h1>
      <div className={styles.section}>
        <p className={styles.note}>{paymentsText.openDocumentsPrompt}</p>
        {/* A plain link: followed from this page, the browser says same-origin and the documents open. */}
        <Link href={path} prefetch={false} className={buttonClassName('primary')}>
          {paymentsText.openDocuments}
        </Link>
      </div>
      <div className={styles.actions}>
        <Link href={`/property/${propertyId}`} className={buttonClassName('secondary')}>
          {paymentsText.backToProperty}
        </Link>
      </div>
    </div>
  );
}

function Documents({ info }: { info: BackgroundInfo }) {
  return (
    <>
      {info.isOwner ? <p className={styles.note}>{paymentsText.ownerNote}</p> : null}
      {typeof info.viewsRemaining === 'number' ? <p className={styles.note}>{paymentsText.viewsLeft(info.viewsRemaining)}</p> : null}
      <section className={styles.section} aria-labelledby="documents-heading">
        <h2 id="documents-heading">{paymentsText.documentsList}</h2>
        <DocumentList documents={info.backgroundFiles} editable={info.isOwner === true} />
      </section>
      <dl className={styles.facts}>
        <dt>{paymentsText.groundRent}</dt>
        <dd>{info.outstandingGroundRent === null ? paymentsText.notRecorded : formatNaira(info.outstandingGroundRent)}</dd>
        <dt>{paymentsText.inspectionReport}</dt>
        <dd>{info.inspectionReport ?? paymentsText.notRecorded}</dd>
      </dl>
    </>
  );
}
