import type { ReactNode } from 'react';
import { ReadFailedAlert } from '@/components/ui/ReadFailedAlert';
import type { SubscriptionType } from '@/lib/vst/payments';
import type { VstResult } from '@/server/vst/result';
import { PlanList } from './PlanList';
import styles from './Payments.module.css';

type PlansPageProps = {
  title: string;
  intro: ReactNode;
  plans: VstResult<SubscriptionType[]>;
  hrefOf: (plan: SubscriptionType) => string;
};

/** A plan choice page: heading, intro and the plans, or the provider's failure in words. */
export function PlansPage({ title, intro, plans, hrefOf }: PlansPageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
      {plans.ok ? <PlanList plans={plans.data} hrefOf={hrefOf} /> : <ReadFailedAlert message={plans.detail} />}
    </div>
  );
}
