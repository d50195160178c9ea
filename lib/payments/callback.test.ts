import type { GatewayCallbackResponse } from '@/lib/vst/payments';
import { destinationAfterPayment, gatewayCallbackQuery } from './callback';

describe('gatewayCallbackQuery', () => {
  test("keeps each gateway's reference parameters and drops their own ids", () => {
    expect(gatewayCallbackQuery({ trxref: 'VST-1', reference: 'VST-1' })).toEqual({ trxref: 'VST-1', reference: 'VST-1' });
    expect(gatewayCallbackQuery({ txref: 'VST-2', flwref: 'FLW-9', status: 'successful' })).toEqual({ txref: 'VST-2' });
    expect(gatewayCallbackQuery({ status: 'successful', tx_ref: 'VST-3', transaction_id: '4521' })).toEqual({ tx_ref: 'VST-3' });
  });

  test('a repeated parameter counts once, blanks count not at all', () => {
    expect(gatewayCallbackQuery({ reference: ['VST-1', 'VST-2'] })).toEqual({ reference: 'VST-1' });
    expect(gatewayCallbackQuery({ reference: '  ', flwref: 'FLW-9' })).toBeNull();
    expect(gatewayCallbackQuery({})).toBeNull();
  });
});

describe('destinationAfterPayment', () => {
  const paid = (detail: Partial<GatewayCallbackResponse['paymentDetail']>): GatewayCallbackResponse => ({
    paymentStatus: 'Successful',
    paymentDetail: { payment_type: 'Subscription_Payment', reference: 'R', amount: 1, ...detail },
  });

  test('subscriptions: professional to UPLOAD SERVICE, background documents back to the property', () => {
    expect(destinationAfterPayment(paid({ subscription_kind: 'professional' }))).toBe('/join_as_pro/subscription/payment/success');
    expect(destinationAfterPayment(paid({ subscription_kind: 'background_info', property_id: 7 }))).toBe('/property-view/subscription/success?propertyId=7');
    expect(destinationAfterPayment(paid({ subscription_kind: 'background_info' }))).toBe('/property-view/subscription/success');
  });

  test('adverts to My Adverts, promotions to the dashboard', () => {
    expect(destinationAfterPayment(paid({ payment_type: 'Advert_Payment', advert_id: 3 }))).toBe('/dashboard?view=adverts');
    expect(destinationAfterPayment(paid({ payment_type: 'Property_Advert_Payment', property_id: 3 }))).toBe('/dashboard');
  });
});
