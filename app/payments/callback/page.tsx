import type { Metadata } from 'next';
import { Alert } from '@/components/ui/Alert';
import { CallbackStatus } from '@/components/payments/CallbackStatus';
import styles from '@/components/payments/Payments.module.css';
import { paymentsText } from '@/lib/messages/payments';
import { gatewayCallbackQuery } from '@/lib/payments/callback';

export const metadata: Metadata = { title: paymentsText.callbackTitle, robots: { index: false } };

/** Where both gateways return the browser (in the query: reference, trxref, txref, flwref). */
export default async function PaymentCallbackPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = gatewayCallbackQuery(await searchParams);
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{paymentsText.callbackTitle}</h1>
      <div className={styles.section}>
        {query ? <CallbackStatus query={query} /> : <Alert tone="error">{paymentsText.paymentFailed}</Alert>}
      </div>
    </div>
  );
}
