import type { Metadata } from 'next';
import { PlansPage } from '@/components/payments/PlansPage';
import { PromotionTarget } from '@/components/payments/PromotionTarget';
import { paymentsText } from '@/lib/messages/payments';
import { idParam, paymentPaths } from '@/lib/payments/paths';
import { requireSession } from '@/server/session';
import { getSubscriptionTypes } from '@/server/vst/payments';

export const metadata: Metadata = { title: paymentsText.propertyAdvertPlansTitle, robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Property-advert plans for the owner's property named by ?propertyId= (the dashboard's PROMOTE). */
export default async function PromotionPlansPage({ searchParams }: Props) {
  const propertyId = idParam(await searchParams, 'propertyId');
  const session = await requireSession(propertyId ? paymentPaths.promotionPlans(propertyId) : '/property-advert/subscription');
  const plans = await getSubscriptionTypes('property_advert');
  return (
    <PromotionTarget propertyId={propertyId} session={session}>
      {(propertyName) => (
        <PlansPage
          title={paymentsText.propertyAdvertPlansTitle}
          intro={`${paymentsText.promoting(propertyName)}. ${paymentsText.propertyAdvertPlansIntro}`}
          plans={plans}
          hrefOf={(plan) => paymentPaths.promotionPayment(plan.subscriptionID, propertyId as number)}
        />
      )}
    </PromotionTarget>
  );
}
