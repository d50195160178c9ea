/** Provider shapes of plans, payments and background documents (docs/provider-contract.md, "Payments"). */
import { z } from 'zod';
import { fileLinkSchema } from './file-link';

export const subscriptionKinds = ['background_info', 'advert', 'property_advert', 'professional'] as const;
export type SubscriptionKind = (typeof subscriptionKinds)[number];

export const subscriptionTypeSchema = z.object({
  subscriptionID: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Months. */
  duration: z.number().int(),
  /** Whole naira charged for the whole duration. */
  amount: z.number(),
  /** background_info plans: how many properties' documents the plan opens. */
  views: z.number().int().optional(),
});
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

export const subscriptionTypesResponseSchema = z.object({ subscription_types: z.array(subscriptionTypeSchema) });

export const paymentGateways = ['paystack', 'flutterwave'] as const;
export type PaymentGateway = (typeof paymentGateways)[number];
export const paymentGatewayLabels: Record<PaymentGateway, string> = { paystack: 'Paystack', flutterwave: 'Flutterwave' };

const paymentTerms = {
  amount: z.number().int().positive(),
  payment_gateway: z.enum(paymentGateways),
  currency: z.literal('NGN'),
};
export const subscriptionPaymentPayloadSchema = z.object({
  subscription_id: z.number().int().positive(),
  /** background_info: the property being read, so the callback leads back to its documents. */
  propertyID: z.number().int().positive().optional(),
  ...paymentTerms,
});
export const advertPaymentPayloadSchema = z.object({ advert_id: z.number().int().positive(), ...paymentTerms });
export const propertyAdvertPaymentPayloadSchema = z.object({
  property_advert_id: z.number().int().positive(),
  propertyID: z.number().int().positive(),
  ...paymentTerms,
});

/** Only the provider's own sandbox or a gateway's https page: never a script or a relative path. */
export const paymentStartResponseSchema = z.object({ paymentUrl: z.url({ protocol: /^https?$/ }) });

export const paymentTypes = ['Subscription_Payment', 'Advert_Payment', 'Property_Advert_Payment'] as const;

export const gatewayCallbackQuerySchema = z.object({
  reference: z.string().max(200).optional(),
  trxref: z.string().max(200).optional(),
  txref: z.string().max(200).optional(),
  tx_ref: z.string().max(200).optional(),
});

export const gatewayCallbackResponseSchema = z.object({
  paymentStatus: z.enum(['Successful', 'Failed', 'Pending']),
  paymentDetail: z.object({
    payment_type: z.enum(paymentTypes),
    reference: z.string(),
    amount: z.number(),
    subscription_id: z.number().int().optional(),
    subscription_kind: z.enum(subscriptionKinds).optional(),
    property_id: z.number().int().optional(),
    advert_id: z.number().int().optional(),
  }),
});
export type GatewayCallbackResponse = z.infer<typeof gatewayCallbackResponseSchema>;

export const backgroundInfoResponseSchema = z.object({
  backgroundFiles: z.array(z.object({ id: z.number().int(), doc_link: fileLinkSchema, name: z.string().optional() })),
  outstandingGroundRent: z.number().nullable(),
  inspectionReport: z.string().nullable(),
  viewsRemaining: z.number().int().nullable().optional(),
  isOwner: z.boolean().optional(),
});
export type BackgroundInfo = z.infer<typeof backgroundInfoResponseSchema>;

/** The provider's Detail when background documents need a subscription (shown with a Subscribe button). */
export const NO_ACTIVE_SUBSCRIPTION_DETAIL = 'The user does not have an active subscription';
