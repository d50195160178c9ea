/** Shapes of the finance operations (contract: "Finance"): lenders, affordability, payment profile and history, pre-approval. */
import { z } from 'zod';
import { propertyCardSchema } from './property';

const amount = z.union([z.number(), z.string()]).transform(Number).pipe(z.number());

/** `params/getMortgageCompanies`; `tenure` is the years the rate is fixed ('5 years'). */
export const mortgageCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rates: amount,
  tenure: z.union([z.string(), z.number()]).transform(String),
  max_tenure_years: z.number().int().nullish(),
  min_equity_percent: z.number().nullish(),
});
export type MortgageCompany = z.infer<typeof mortgageCompanySchema>;
export const mortgageCompaniesResponseSchema = z.object({ mortgageCompanies: z.array(mortgageCompanySchema) });

/** The card's "N years fixed": the whole number the tenure starts with (all its digits: ten years and more have two). */
export function fixedYearsOf(tenure: string): number | null {
  const match = /^\s*(\d+)/.exec(tenure);
  return match ? Number(match[1]) : null;
}

/** `params/affordabilityCalculator`; the rule's parts are additions a real provider may leave out. */
export const affordabilityResponseSchema = z.object({
  amount_affordable: amount,
  monthly_instalment: amount.optional(),
  tenure_months: z.number().int().optional(),
  affordable_property: z.object({ data: z.array(propertyCardSchema) }),
});
export type AffordabilityResult = z.infer<typeof affordabilityResponseSchema>;

/** `payments/myPaymentProfile`: the user's purchases, with totals where the provider gives them. */
export const paymentProfilePropertySchema = propertyCardSchema.extend({
  purchase_price: amount.nullish(),
  amount_paid: amount.nullish(),
  amount_outstanding: amount.nullish(),
});
export type PaymentProfileProperty = z.infer<typeof paymentProfilePropertySchema>;
export const paymentProfileResponseSchema = z.object({
  myProperties: z.union([
    z.array(paymentProfilePropertySchema),
    z.object({ data: z.array(paymentProfilePropertySchema) }).transform(({ data }) => data),
  ]),
});

/** `payments/myPropertyPaymentHistory?property_id`: payment_status 1 is Paid, anything else Not Paid. */
export const paymentHistoryItemSchema = z.object({
  id: z.number().int(),
  amount,
  payment_status: z.union([z.number(), z.string()]).transform(Number),
  description: z.string().nullish(),
  reference: z.string().nullish(),
  due_date: z.string().nullish(),
  updated_at: z.string(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;
export const paymentHistoryQuerySchema = z.object({ property_id: z.coerce.number().int().positive() });
export const paymentHistoryResponseSchema = z.object({
  property: z.object({ propertyID: z.number().int(), name: z.string(), address: z.string(), price: amount }).optional(),
  paymentHistory: z.array(paymentHistoryItemSchema),
});
export type PaymentHistory = z.infer<typeof paymentHistoryResponseSchema>;

export const isPaid = (item: Pick<PaymentHistoryItem, 'payment_status'>) => item.payment_status === 1;

/** `services/submitLoanPreapproval`: any answer on success; the embedded provider sends a Detail. */
export const preapprovalResponseSchema = z.looseObject({ Detail: z.string().optional() });
