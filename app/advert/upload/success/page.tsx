import type { Metadata } from 'next';
import { AdvertSummary } from '@/components/adverts/AdvertSummary';
import { AdvertUnavailable } from '@/components/adverts/AdvertUnavailable';
import { DoneHeading } from '@/components/adverts/DoneHeading';
import { VerifyAdvertButton } from '@/components/adverts/VerifyAdvertButton';
import styles from '@/components/adverts/Adverts.module.css';
import { advertPaths, rawParam, type SearchParams } from '@/lib/adverts/steps';
import { advertText } from '@/lib/messages/adverts';
import { advertAtStep } from '@/server/vst/adverts';

export const metadata: Metadata = { title: advertText.uploadedTitle, robots: { index: false } };

/** 'Document Upload Successful': the advert by the id in the URL, and the verify step. */
export default async function AdvertUploadedPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { advertId } = await searchParams;
  const found = await advertAtStep(advertId, 'uploaded', advertPaths.uploaded(rawParam(advertId)));
  if (found.kind !== 'found') return <AdvertUnavailable reason={found} />;
  const { advert } = found;
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="advert-uploaded-title">
        <DoneHeading id="advert-uploaded-title">{advertText.uploadedTitle}</DoneHeading>
        <p className={styles.intro}>{advertText.uploadedIntro}</p>
        <AdvertSummary advert={advert} />
        <VerifyAdvertButton advertId={advert.advertID} />
      </section>
    </div>
  );
}
