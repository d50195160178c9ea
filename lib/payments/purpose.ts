/**
 * What a payment is for. Each purpose maps to one provider start call
 * (payments/subscriptionPayment, payments/advertPayment, payments/propertyAdvertPayment);
 * the provider prices it from the plan, never from the amount the browser shows.
 */
export type PaymentPurpose =
  /** propertyId: background documents being read, so the callback leads back to them. */
  | { kind: 'subscription'; subscriptionId: number; propertyId?: number }
  | { kind: 'advert'; advertId: number }
  | { kind: 'property_advert'; planId: number; propertyId: number };
