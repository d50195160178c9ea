import type { Metadata } from 'next';
import { PaymentStep } from '@/components/payments/PaymentStep';
import { PromotionTarget } from '@/components/payments/PromotionTarget';
import { paymentsText } from '@/lib/messages/payments';
import { idParam, paymentPaths } from '@/lib/payments/paths';
import { requireSession } from '@/server/session';
import { getPlan } from '@/server/vst/payments';

export const metadata: Metadata = { title: paymentsText.paymentMethodTitle, robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Paying to promote the owner's property: ?planId= and ?propertyId= from the plan page. */
export default async function PromotionPaymentPage({ searchParams }: Props) {
  const params = await searchParams;
  const planId = idParam(params, 'planId');
  const propertyId = idParam(params, 'propertyId');
  const session = await requireSession(
    planId && propertyId ? paymentPaths.promotionPayment(planId, propertyId) : '/property-advert/subscription',
  );
  const plan = planId ? await getPlan('property_advert', planId) : ({ ok: true, status: 200, data: undefined } as const);
  return (
    <PromotionTarget propertyId={propertyId} session={session}>
      {(propertyName) => (
        <PaymentStep
          plan={plan.ok && plan.data ? { ...plan, data: { ...plan.data, title: `${plan.data.title} · ${propertyName}` } } : plan}
          purposeOf={(chosen) => ({ kind: 'property_advert', planId: chosen.subscriptionID, propertyId: propertyId as number })}
          plansHref={paymentPaths.promotionPlans(propertyId as number)}
        />
      )}
    </PromotionTarget>
  );
}
