import type { Metadata } from 'next';
import Link from 'next/link';
import { AdvertSummary } from '@/components/adverts/AdvertSummary';
import { AdvertUnavailable } from '@/components/adverts/AdvertUnavailable';
import { DoneHeading } from '@/components/adverts/DoneHeading';
import styles from '@/components/adverts/Adverts.module.css';
import { buttonClassName } from '@/components/ui/Button';
import { advertPaths, rawParam, type SearchParams } from '@/lib/adverts/steps';
import { advertText } from '@/lib/messages/adverts';
import { advertAtStep } from '@/server/vst/adverts';

export const metadata: Metadata = { title: advertText.verifiedTitle, robots: { index: false } };

/** 'Document Verified & Accepted' with PROCEED TO PAYMENT; an unverified advert goes back a step. */
export default async function AdvertVerifiedPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { advertId } = await searchParams;
  const found = await advertAtStep(advertId, 'verified', advertPaths.verified(rawParam(advertId)));
  if (found.kind !== 'found') return <AdvertUnavailable reason={found} />;
  const { advert } = found;
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="advert-verified-title">
        <DoneHeading id="advert-verified-title">{advertText.verifiedTitle}</DoneHeading>
        <p className={styles.intro}>{advertText.verifiedIntro}</p>
        <AdvertSummary advert={advert} />
        <Link href={advertPaths.payment(advert.advertID)} className={buttonClassName('primary')}>{advertText.proceedToPayment}</Link>
      </section>
    </div>
  );
}
