import type { GatewayCallbackResponse } from '@/lib/vst/payments';

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * The gateway's return query, reduced to what the provider verifies: Paystack sends `trxref` and
 * `reference`, Flutterwave `tx_ref` (with its `status` and `transaction_id`), the sandbox's second
 * gateway `txref` and `flwref` (its own id, not ours). Nothing here is trusted, `status=successful`
 * least of all: the provider checks the reference against its payments and the gateway's record,
 * and refuses references that disagree.
 */
export function gatewayCallbackQuery(params: SearchParams): { reference?: string; trxref?: string; txref?: string; tx_ref?: string } | null {
  const query = { reference: first(params.reference), trxref: first(params.trxref), txref: first(params.txref), tx_ref: first(params.tx_ref) };
  const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  return Object.keys(given).length > 0 ? given : null;
}

/**
 * Where a successful payment leads (interface: PAY/ADS/PRO). The professional subscription goes on to
 * UPLOAD SERVICE; a background-document subscription to its success screen (back to the property
 * being read, when there was one); adverts to My Adverts; a promotion to the dashboard.
 */
export function destinationAfterPayment({ paymentDetail: detail }: GatewayCallbackResponse): string {
  switch (detail.payment_type) {
    case 'Subscription_Payment':
      if (detail.subscription_kind === 'professional') return '/join_as_pro/subscription/payment/success';
      return detail.property_id === undefined
        ? '/property-view/subscription/success'
        : `/property-view/subscription/success?propertyId=${detail.property_id}`;
    case 'Advert_Payment':
      return '/dashboard?view=adverts';
    case 'Property_Advert_Payment':
      return '/dashboard';
  }
}
