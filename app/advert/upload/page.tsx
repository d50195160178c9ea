import type { Metadata } from 'next';
import Link from 'next/link';
import { AdvertUploadForm } from '@/components/adverts/AdvertUploadForm';
import styles from '@/components/adverts/Adverts.module.css';
import { StatusMessage } from '@/components/layout/StatusMessage';
import { buttonClassName } from '@/components/ui/Button';
import { advertPaths, idParam, rawParam, type SearchParams } from '@/lib/adverts/steps';
import { advertText } from '@/lib/messages/adverts';
import { requireSession } from '@/server/session';
import { getPlan } from '@/server/vst/payments';
import { ReadFailedAlert } from '@/components/ui/ReadFailedAlert';

export const metadata: Metadata = { title: advertText.uploadTitle, robots: { index: false } };

/**
 * /advert/upload?planId=N: the chosen plan travels in the URL and its price is read from the provider.
 * Visitors are sent to sign in and brought back here with the plan (an advert belongs to an account).
 */
export default async function AdvertUploadPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { planId } = await searchParams;
  await requireSession(advertPaths.upload(rawParam(planId)));
  const id = idParam(planId);
  const plan = id === null ? null : await getPlan('advert', id);
  const choosePlan = <Link href={advertPaths.plans} className={buttonClassName('primary')}>{advertText.plansTitle}</Link>;
  if (plan && !plan.ok) {
    return <StatusMessage title={advertText.uploadTitle} actions={choosePlan}><ReadFailedAlert message={plan.detail} /></StatusMessage>;
  }
  if (!plan?.data) {
    return <StatusMessage title={advertText.choosePlanFirst} actions={choosePlan}><p>{advertText.unknownPlan}</p></StatusMessage>;
  }
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="advert-upload-title">
        <h1 id="advert-upload-title" className={styles.title}>{advertText.uploadTitle}</h1>
        <p className={styles.intro}>{advertText.uploadIntro}</p>
        <AdvertUploadForm plan={plan.data} labelledBy="advert-upload-title" />
      </section>
    </div>
  );
}
