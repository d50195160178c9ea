import type { Metadata } from 'next';
import Link from 'next/link';
import { AdvertPlans } from '@/components/adverts/AdvertPlans';
import styles from '@/components/adverts/Adverts.module.css';
import { StatusMessage } from '@/components/layout/StatusMessage';
import { buttonClassName } from '@/components/ui/Button';
import { advertText } from '@/lib/messages/adverts';
import { getSubscriptionTypes } from '@/server/vst/payments';
import { ReadFailedAlert } from '@/components/ui/ReadFailedAlert';

export const metadata: Metadata = {
  title: advertText.plansTitle,
  description: advertText.plansMetaDescription,
  alternates: { canonical: '/advert/subscription' },
};
// The plans are read when asked for (cached by tag), not at build time when no provider runs.
export const dynamic = 'force-dynamic';

/** Open to visitors (spec 2); choosing a plan leads to the upload, which asks visitors to sign in. */
export default async function AdvertPlansPage() {
  const plans = await getSubscriptionTypes('advert');
  if (!plans.ok) {
    return (
      <StatusMessage title={advertText.plansTitle} actions={<Link href="/advert/subscription" className={buttonClassName('primary')}>{advertText.tryAgain}</Link>}>
        <ReadFailedAlert message={plans.detail} />
      </StatusMessage>
    );
  }
  return (
    <div className={`container ${styles.layout}`}>
      <div>
        <h1 className={styles.title}>{advertText.plansTitle}</h1>
        <p className={styles.intro}>{advertText.plansIntro}</p>
        <AdvertPlans plans={plans.data} />
      </div>
    </div>
  );
}
