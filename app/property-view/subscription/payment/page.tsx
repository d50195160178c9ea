import type { Metadata } from 'next';
import { PaymentStep } from '@/components/payments/PaymentStep';
import { paymentsText } from '@/lib/messages/payments';
import { idParam, paymentPaths } from '@/lib/payments/paths';
import { requireSession } from '@/server/session';
import { getPlan } from '@/server/vst/payments';

export const metadata: Metadata = { title: paymentsText.paymentMethodTitle, robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Paying for a background-document plan: ?planId= names the plan, ?propertyId= the property to return to. */
export default async function BackgroundPaymentPage({ searchParams }: Props) {
  const params = await searchParams;
  const planId = idParam(params, 'planId');
  const propertyId = idParam(params, 'propertyId');
  await requireSession(planId ? paymentPaths.backgroundPayment(planId, propertyId) : paymentPaths.backgroundPlans(propertyId));
  const plan = planId ? await getPlan('background_info', planId) : ({ ok: true, status: 200, data: undefined } as const);
  return (
    <PaymentStep
      plan={plan}
      purposeOf={(chosen) => ({ kind: 'subscription', subscriptionId: chosen.subscriptionID, propertyId })}
      plansHref={paymentPaths.backgroundPlans(propertyId)}
    />
  );
}
