import Link from 'next/link';
import { formatDate } from '@/lib/format/date';
import { formatNaira } from '@/lib/format/naira';
import { paymentDetailsPath } from '@/lib/finance/payment-profile';
import { financeText } from '@/lib/messages/finance';
import { isPaid, type PaymentHistory, type PaymentHistoryItem } from '@/lib/vst/finance';
import { PrintButton } from './PrintButton';
import styles from './Receipt.module.css';

type ReceiptProps = {
  propertyId: number;
  property: PaymentHistory['property'];
  payment: PaymentHistoryItem;
  payer: { name: string; email: string };
};

/** A printable receipt of one payment; an unpaid one is titled a statement and says it is not a receipt. */
export function Receipt({ propertyId, property, payment, payer }: ReceiptProps) {
  const paid = isPaid(payment);
  return (
    <article className={styles.receipt} aria-labelledby="receipt-title">
      <h1 id="receipt-title">{paid ? financeText.receiptTitle : financeText.receiptStatementTitle}</h1>
      <p className={styles.issuer}>{financeText.receiptIssuer}</p>
      <dl className={styles.lines}>
        <dt>{financeText.receiptNumber}</dt>
        <dd>{payment.reference ?? payment.id}</dd>
        <dt>{financeText.receiptProperty}</dt>
        <dd>{property?.name ?? `#${propertyId}`}</dd>
        {property ? (
          <>
            <dt>{financeText.receiptAddress}</dt>
            <dd>{property.address}</dd>
          </>
        ) : null}
        <dt>{financeText.receiptPayer}</dt>
        <dd>{payer.name} ({payer.email})</dd>
        {payment.description ? (
          <>
            <dt>{financeText.description}</dt>
            <dd>{payment.description}</dd>
          </>
        ) : null}
        <dt>{financeText.amount}</dt>
        <dd className={styles.amount}>{formatNaira(payment.amount)}</dd>
        <dt>{financeText.status}</dt>
        <dd>{paid ? financeText.paid : financeText.notPaid}</dd>
        {payment.due_date ? (
          <>
            <dt>{financeText.receiptDue}</dt>
            <dd>{formatDate(payment.due_date)}</dd>
          </>
        ) : null}
        <dt>{paid ? financeText.date : financeText.receiptUpdated}</dt>
        <dd>{formatDate(payment.updated_at)}</dd>
      </dl>
      {paid ? null : <p className={styles.note}>{financeText.receiptNotPaidNote}</p>}
      <div className={styles.actions}>
        <PrintButton />
        <Link href={paymentDetailsPath(propertyId)}>{financeText.historyTitle}</Link>
      </div>
    </article>
  );
}
