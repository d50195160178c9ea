import { buttonClassName } from '@/components/ui/Button';
import { advertPaths } from '@/lib/adverts/steps';
import { formatNaira } from '@/lib/format/naira';
import { advertText } from '@/lib/messages/adverts';
import type { SubscriptionType } from '@/lib/vst/payments';
import styles from './Adverts.module.css';

/** Advert plans: title, price per month and duration; choosing one starts the upload with its id in the URL. */
export function AdvertPlans({ plans }: { plans: SubscriptionType[] }) {
  if (plans.length === 0) return <p className={styles.intro}>{advertText.noPlans}</p>;
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.subscriptionID}>
          <article className={`${styles.card} ${styles.plan}`} aria-labelledby={`advert-plan-${plan.subscriptionID}`}>
            <h2 id={`advert-plan-${plan.subscriptionID}`}>{plan.title}</h2>
            <p className={styles.price}>{advertText.perMonth(formatNaira(plan.amount / plan.duration))}</p>
            <p>{`${advertText.duration(plan.duration)} · ${advertText.planTotal(formatNaira(plan.amount))}`}</p>
            <p>{plan.description}</p>
            {/* A full page load, not a client navigation: for a visitor the upload answers with a redirect to
                sign-in, and the client router would replay that cached redirect after signing in. */}
            <a href={advertPaths.upload(plan.subscriptionID)} className={buttonClassName('primary', true)} aria-label={advertText.choosePlan(plan.title)}>
              {advertText.choose}
            </a>
          </article>
        </li>
      ))}
    </ul>
  );
}
