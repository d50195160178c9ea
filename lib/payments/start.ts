import type { PaymentGateway } from '@/lib/vst/payments';
import type { PaymentPurpose } from './purpose';

/** The BFF operation and body that start a payment for a purpose (currency is always NGN). */
export function startPaymentRequest(purpose: PaymentPurpose, { amount, gateway }: { amount: number; gateway: PaymentGateway }) {
  const terms = { amount, payment_gateway: gateway, currency: 'NGN' as const };
  switch (purpose.kind) {
    case 'subscription':
      return {
        path: '/api/vst/payments/subscriptionPayment',
        body: { subscription_id: purpose.subscriptionId, ...(purpose.propertyId ? { propertyID: purpose.propertyId } : {}), ...terms },
      };
    case 'advert':
      return { path: '/api/vst/payments/advertPayment', body: { advert_id: purpose.advertId, ...terms } };
    case 'property_advert':
      return { path: '/api/vst/payments/propertyAdvertPayment', body: { property_advert_id: purpose.planId, propertyID: purpose.propertyId, ...terms } };
  }
}
