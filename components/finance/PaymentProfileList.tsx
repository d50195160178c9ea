import Link from 'next/link';
import { imageVariantProps } from '@/lib/images/variants';
import { PropertyImage } from '@/components/property/PropertyImage';
import { buttonClassName } from '@/components/ui/Button';
import { formatNaira } from '@/lib/format/naira';
import { paymentDetailsPath } from '@/lib/finance/payment-profile';
import { financeText } from '@/lib/messages/finance';
import type { PaymentProfileProperty } from '@/lib/vst/finance';
import styles from './Finance.module.css';

/** Each purchase with what is paid and still due, and the way to its payment history. */
export function PaymentProfileList({ properties }: { properties: PaymentProfileProperty[] }) {
  return (
    <ul className={styles.profileList}>
      {properties.map((property) => (
        <li key={property.id} className={styles.profileItem} data-testid="payment-profile-item">
          <PropertyImage {...imageVariantProps(property.primary_image_link, 'card')} alt="" className={styles.thumb} />
          <div>
            <h2>
              <Link href={`/property/${property.id}`}>{property.name}</Link>
            </h2>
            <p className={styles.muted}>{property.address}</p>
            <dl className={styles.totals}>
              <Total label={financeText.purchasePrice} amount={property.purchase_price ?? property.price} />
              {property.amount_paid !== null && property.amount_paid !== undefined ? <Total label={financeText.amountPaid} amount={property.amount_paid} /> : null}
              {property.amount_outstanding !== null && property.amount_outstanding !== undefined ? (
                <Total label={financeText.amountOutstanding} amount={property.amount_outstanding} />
              ) : null}
            </dl>
          </div>
          <Link href={paymentDetailsPath(property.id)} className={buttonClassName('primary')} aria-label={financeText.viewPaymentProfileLabel(property.name)}>
            {financeText.viewPaymentProfile}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Total({ label, amount }: { label: string; amount: number | string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{formatNaira(amount)}</dd>
    </div>
  );
}
