import type { Metadata } from 'next';
import { PlansPage } from '@/components/payments/PlansPage';
import { paymentsText } from '@/lib/messages/payments';
import { idParam, paymentPaths } from '@/lib/payments/paths';
import { requireSession } from '@/server/session';
import { getSubscriptionTypes } from '@/server/vst/payments';

export const metadata: Metadata = { title: paymentsText.backgroundPlansTitle, robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Background-document plans; the property being read (?propertyId=) travels on to the payment and back. */
export default async function BackgroundPlansPage({ searchParams }: Props) {
  const propertyId = idParam(await searchParams, 'propertyId');
  await requireSession(paymentPaths.backgroundPlans(propertyId));
  return (
    <PlansPage
      title={paymentsText.backgroundPlansTitle}
      intro={paymentsText.backgroundPlansIntro}
      plans={await getSubscriptionTypes('background_info')}
      hrefOf={(plan) => paymentPaths.backgroundPayment(plan.subscriptionID, propertyId)}
    />
  );
}
