import Link from 'next/link';
import { buttonClassName } from '@/components/ui/Button';
import { formatNaira } from '@/lib/format/naira';
import { paymentsText } from '@/lib/messages/payments';
import type { SubscriptionType } from '@/lib/vst/payments';
import styles from './Payments.module.css';

type PlanListProps = {
  plans: SubscriptionType[];
  /** The payment step of a plan: its id (and anything else the flow carries) goes in the URL. */
  hrefOf: (plan: SubscriptionType) => string;
};

/** Plan cards: title, price for the duration, views (background documents), description, CHOOSE PLAN. */
export function PlanList({ plans, hrefOf }: PlanListProps) {
  if (plans.length === 0) return <p className={styles.intro}>{paymentsText.plansUnavailable}</p>;
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => {
        const headingId = `plan-${plan.subscriptionID}`;
        return (
          <li key={plan.subscriptionID}>
            <article className={`${styles.card} ${styles.plan}`} aria-labelledby={headingId}>
              <h2 id={headingId}>{plan.title}</h2>
              <p className={styles.price}>{formatNaira(plan.amount)}</p>
              <p>{`${paymentsText.perDuration(plan.duration)} · ${paymentsText.duration(plan.duration)}`}</p>
              {plan.views === undefined ? null : <p>{paymentsText.views(plan.views)}</p>}
              <p>{plan.description}</p>
              <Link href={hrefOf(plan)} className={buttonClassName('primary', true)} aria-describedby={headingId}>
                {paymentsText.choosePlan}
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
