import type { Metadata } from 'next';
import { PaymentStep } from '@/components/payments/PaymentStep';
import { paymentsText } from '@/lib/messages/payments';
import { idParam, paymentPaths } from '@/lib/payments/paths';
import { requireSession } from '@/server/session';
import { getPlan } from '@/server/vst/payments';

export const metadata: Metadata = { title: paymentsText.paymentMethodTitle, robots: { index: false } };

/** The professional plan's id, fixed in the provider's plans; a link without ?planId= still means it. */
const PROFESSIONAL_PLAN_ID = 2;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Paying for the professional subscription (?planId=, default the professional plan, id 2). */
export default async function ProfessionalPaymentPage({ searchParams }: Props) {
  const planId = idParam(await searchParams, 'planId') ?? PROFESSIONAL_PLAN_ID;
  await requireSession(paymentPaths.professionalPayment(planId));
  return (
    <PaymentStep
      plan={await getPlan('professional', planId)}
      purposeOf={(chosen) => ({ kind: 'subscription', subscriptionId: chosen.subscriptionID })}
      plansHref={paymentPaths.professionalPlans()}
    />
  );
}
