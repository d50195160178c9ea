import { formatNaira } from '@/lib/format/naira';
import { propertyText } from '@/lib/messages/property';
import type { PropertyDetail } from '@/lib/vst/property';
import styles from './PropertyPage.module.css';

/** The owner's payment plan, one step per instalment; left out when the listing has none. */
export function PaymentPlanSection({ plan }: { plan: PropertyDetail['payment_plan'] }) {
  if (plan.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="payment-plan">
      <h2 id="payment-plan">{propertyText.paymentPlan}</h2>
      <ol className={styles.plan}>
        {plan.map((step, index) => (
          <li key={index} className={styles.planStep}>
            <span className={styles.planLabel}>{propertyText.paymentStep(index + 1)}</span>
            <strong>{formatNaira(step.amount)}</strong>
            <span>{step.description}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
