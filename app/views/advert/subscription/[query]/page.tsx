import type { Metadata } from 'next';
import { AdvertPlans } from '@/components/adverts/AdvertPlans';
import styles from '@/components/adverts/Adverts.module.css';
import { advertText } from '@/lib/messages/adverts';
import { getSubscriptionTypes } from '@/server/vst/payments';

export const metadata: Metadata = {
  title: advertText.plansTitle,
  description: advertText.plansMetaDescription,
  alternates: { canonical: '/advert/subscription' },
};
// `/advert/subscription`, rewritten here (lib/cached-views.ts): rendered on first request and cached
// like the plans it shows (revalidateSeconds.reference; a segment option must be a literal). Nothing
// is prerendered at build, when no provider runs.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** Open to visitors; choosing a plan leads to the upload, which asks visitors to sign in. */
export default async function AdvertPlansPage() {
  const plans = await getSubscriptionTypes('advert');
  // Thrown rather than rendered, so a failure is never cached: the last good copy keeps being served,
  // or the error page offers a retry.
  if (!plans.ok) throw new Error(plans.detail);
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
