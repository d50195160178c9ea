import type { Metadata } from 'next';
import Link from 'next/link';
import { PaymentHistoryTable } from '@/components/finance/PaymentHistoryTable';
import styles from '@/components/finance/Finance.module.css';
import { Alert } from '@/components/ui/Alert';
import { idParam, paymentDetailsPath, type SearchParams } from '@/lib/finance/payment-profile';
import { financeText } from '@/lib/messages/finance';
import { getPaymentHistory } from '@/server/vst/finance';
import { requireSession } from '@/server/session';
import { ReadFailedAlert } from '@/components/ui/ReadFailedAlert';

export const metadata: Metadata = { title: financeText.historyTitle, robots: { index: false } };

/** One property's payment history, the property chosen by `propertyId` in the URL (private: checked here too). */
export default async function PaymentDetailsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const propertyId = idParam((await searchParams).propertyId);
  await requireSession(propertyId ? paymentDetailsPath(propertyId) : '/finance/paymentprofile');
  return (
    <div className={styles.page}>
      <Link href="/finance/paymentprofile" className={styles.back}>{financeText.backToProfile}</Link>
      {propertyId ? <History propertyId={propertyId} /> : <Missing />}
    </div>
  );
}

function Missing() {
  return (
    <>
      <h1>{financeText.historyTitle}</h1>
      <Alert tone="error">{financeText.badPropertyId}</Alert>
    </>
  );
}

async function History({ propertyId }: { propertyId: number }) {
  const history = await getPaymentHistory(propertyId);
  if (!history.ok) {
    return (
      <>
        <h1>{financeText.historyTitle}</h1>
        <ReadFailedAlert message={history.detail} />
      </>
    );
  }
  const name = history.data.property?.name ?? `#${propertyId}`;
  return (
    <>
      <h1>{financeText.historyTitle}: {name}</h1>
      {history.data.property ? <p className={styles.muted}>{history.data.property.address}</p> : null}
      {history.data.paymentHistory.length === 0 ? (
        <p className={styles.empty}>{financeText.noHistory}</p>
      ) : (
        <PaymentHistoryTable propertyId={propertyId} propertyName={name} items={history.data.paymentHistory} />
      )}
    </>
  );
}
