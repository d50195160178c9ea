import type { Metadata } from 'next';
import { PlansPage } from '@/components/payments/PlansPage';
import { paymentsText } from '@/lib/messages/payments';
import { paymentPaths } from '@/lib/payments/paths';
import { requireSession } from '@/server/session';
import { getSubscriptionTypes } from '@/server/vst/payments';

export const metadata: Metadata = { title: paymentsText.professionalPlanTitle, robots: { index: false } };

/** The professional plan (NGN 8,000 per year, subscription id 2, provider/src/seed/data/subscriptionTypes.ts). */
export default async function ProfessionalPlanPage() {
  await requireSession(paymentPaths.professionalPlans());
  return (
    <PlansPage
      title={paymentsText.professionalPlanTitle}
      intro={paymentsText.professionalPlanIntro}
      plans={await getSubscriptionTypes('professional')}
      hrefOf={(plan) => paymentPaths.professionalPayment(plan.subscriptionID)}
    />
  );
}
