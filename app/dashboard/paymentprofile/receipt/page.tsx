import type { Metadata } from 'next';
import Link from 'next/link';
import { Receipt } from '@/components/finance/Receipt';
import styles from '@/components/finance/Finance.module.css';
import { Alert } from '@/components/ui/Alert';
import { idParam, receiptPath, type SearchParams } from '@/lib/finance/payment-profile';
import { financeText } from '@/lib/messages/finance';
import { getPaymentHistory } from '@/server/vst/finance';
import { requireSession } from '@/server/session';

export const metadata: Metadata = { title: financeText.receiptTitle, description: financeText.receiptMeta, robots: { index: false } };

/** The receipt of one payment, chosen by `propertyId` and `paymentId` in the URL; read from the user's own history. */
export default async function ReceiptPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const propertyId = idParam(params.propertyId);
  const paymentId = idParam(params.paymentId);
  const { user } = await requireSession(propertyId && paymentId ? receiptPath(propertyId, paymentId) : '/finance/paymentprofile');
  const history = propertyId && paymentId ? await getPaymentHistory(propertyId) : null;
  const payment = history?.ok ? history.data.paymentHistory.find((item) => item.id === paymentId) : undefined;
  if (!propertyId || !history || !payment) {
    return (
      <div className={styles.page}>
        <h1>{financeText.receiptTitle}</h1>
        <Alert tone="error">{history && !history.ok ? history.detail : financeText.paymentNotFound}</Alert>
        <p>
          <Link href="/finance/paymentprofile">{financeText.backToProfile}</Link>
        </p>
      </div>
    );
  }
  return (
    <Receipt
      propertyId={propertyId}
      property={history.ok ? history.data.property : undefined}
      payment={payment}
      payer={{ name: user.name, email: user.email }}
    />
  );
}
