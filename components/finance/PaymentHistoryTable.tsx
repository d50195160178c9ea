import Link from 'next/link';
import { formatDate } from '@/lib/format/date';
import { formatNaira } from '@/lib/format/naira';
import { receiptPath } from '@/lib/finance/payment-profile';
import { financeText } from '@/lib/messages/finance';
import { isPaid, type PaymentHistoryItem } from '@/lib/vst/finance';
import styles from './Finance.module.css';

/** One row a payment: amount, Paid (payment_status 1) or Not Paid, its date, and a printable receipt. */
export function PaymentHistoryTable({ propertyId, propertyName, items }: { propertyId: number; propertyName: string; items: PaymentHistoryItem[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{financeText.historyCaption(propertyName)}</caption>
        <thead>
          <tr>
            <th scope="col">{financeText.description}</th>
            <th scope="col" className={styles.number}>{financeText.amount}</th>
            <th scope="col">{financeText.status}</th>
            <th scope="col">{financeText.date}</th>
            <th scope="col"><span className="visually-hidden">{financeText.printReceipt}</span></th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const reference = item.reference ?? String(item.id);
            return (
              <tr key={item.id} data-testid="payment-row">
                <th scope="row">{item.description ?? reference}</th>
                <td className={styles.number}>{formatNaira(item.amount)}</td>
                <td>
                  <span className={`${styles.status} ${isPaid(item) ? styles.paid : styles.notPaid}`}>
                    {isPaid(item) ? financeText.paid : financeText.notPaid}
                  </span>
                </td>
                <td>{formatDate(item.updated_at)}</td>
                <td>
                  <Link href={receiptPath(propertyId, item.id)} aria-label={financeText.printReceiptLabel(reference)}>
                    {financeText.printReceipt}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
