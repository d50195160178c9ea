import Link from 'next/link';
import { Alert } from '@/components/ui/Alert';
import { buttonClassName } from '@/components/ui/Button';
import { paymentsText } from '@/lib/messages/payments';
import type { PaymentPurpose } from '@/lib/payments/purpose';
import type { SubscriptionType } from '@/lib/vst/payments';
import type { VstResult } from '@/server/vst/result';
import { PaymentMethodForm } from './PaymentMethodForm';
import styles from './Payments.module.css';
import { ReadFailedAlert } from '@/components/ui/ReadFailedAlert';

type PaymentStepProps = {
  /** The plan looked up by the id in the URL; undefined when no such plan is sold. */
  plan: VstResult<SubscriptionType | undefined>;
  purposeOf: (plan: SubscriptionType) => PaymentPurpose;
  plansHref: string;
};

/** The payment method step of a plan: what is paid for and how much (as the provider prices it), then the gateways. */
export function PaymentStep({ plan, purposeOf, plansHref }: PaymentStepProps) {
  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{paymentsText.paymentMethodTitle}</h1>
      <div className={styles.section}>
        {!plan.ok ? (
          <ReadFailedAlert message={plan.detail} />
        ) : plan.data ? (
          <PaymentMethodForm purpose={purposeOf(plan.data)} amount={plan.data.amount} title={plan.data.title} />
        ) : (
          <>
            <Alert tone="error">{paymentsText.planNotFound}</Alert>
            <Link href={plansHref} className={buttonClassName('secondary')}>
              {paymentsText.backToPlans}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
