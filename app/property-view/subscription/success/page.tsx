import type { Metadata } from 'next';
import Link from 'next/link';
import { Alert } from '@/components/ui/Alert';
import { buttonClassName } from '@/components/ui/Button';
import styles from '@/components/payments/Payments.module.css';
import { paymentsText } from '@/lib/messages/payments';
import { idParam, paymentPaths } from '@/lib/payments/paths';
import { requireSession } from '@/server/session';

export const metadata: Metadata = { title: paymentsText.subscriptionSuccessTitle, robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** After a background-document subscription is paid: back to the documents of the property being read. */
export default async function BackgroundSubscriptionSuccessPage({ searchParams }: Props) {
  const propertyId = idParam(await searchParams, 'propertyId');
  await requireSession(paymentPaths.backgroundSuccess(propertyId));
  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{paymentsText.subscriptionSuccessTitle}</h1>
      <div className={styles.section}>
        <Alert tone="success">{paymentsText.subscriptionSuccessBody}</Alert>
        <div className={styles.actions}>
          {propertyId ? (
            // No prefetch: opening the documents uses one of the subscription's views.
            <Link href={paymentPaths.documents(propertyId)} prefetch={false} className={buttonClassName('primary')}>
              {paymentsText.viewDocuments}
            </Link>
          ) : null}
          <Link href="/properties" className={buttonClassName(propertyId ? 'secondary' : 'primary')}>
            {paymentsText.browseProperties}
          </Link>
        </div>
      </div>
    </div>
  );
}
