import type { Metadata } from 'next';
import { AdvertSummary } from '@/components/adverts/AdvertSummary';
import { AdvertUnavailable } from '@/components/adverts/AdvertUnavailable';
import styles from '@/components/adverts/Adverts.module.css';
import { PaymentMethodForm } from '@/components/payments/PaymentMethodForm';
import { advertPaths, rawParam, type SearchParams } from '@/lib/adverts/steps';
import { advertText } from '@/lib/messages/adverts';
import { advertAtStep } from '@/server/vst/adverts';

export const metadata: Metadata = { title: advertText.paymentTitle, robots: { index: false } };

/**
 * /advert/payment?advertId=N: the gateways for a verified advert. The amount shown is the advert's plan
 * price as the provider states it; the provider charges that price whatever the browser sends.
 */
export default async function AdvertPaymentPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { advertId } = await searchParams;
  const found = await advertAtStep(advertId, 'verified', advertPaths.payment(rawParam(advertId)));
  if (found.kind !== 'found') return <AdvertUnavailable reason={found} />;
  const { advert } = found;
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="advert-payment-title">
        <h1 id="advert-payment-title" className={styles.title}>{advertText.paymentTitle}</h1>
        <p className={styles.intro}>{advertText.paymentIntro}</p>
        <AdvertSummary advert={advert} />
        <PaymentMethodForm purpose={{ kind: 'advert', advertId: advert.advertID }} amount={advert.amount} title={advert.plan.title} />
      </section>
    </div>
  );
}
