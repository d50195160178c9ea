import 'server-only';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import { mortgageCompaniesResponseSchema, paymentHistoryResponseSchema, paymentProfileResponseSchema } from '@/lib/vst/finance';
import { vstGet } from './client';
import { privateGet } from './dashboard';

/** Lenders and their rates are public and change rarely: cached like reference data. */
export async function getMortgageCompanies() {
  const result = await vstGet('params/getMortgageCompanies', {
    schema: mortgageCompaniesResponseSchema,
    revalidate: revalidateSeconds.reference,
    tags: [cacheTags.reference],
  });
  return result.ok ? { ...result, data: result.data.mortgageCompanies } : result;
}

/** The signed-in user's purchases with payment history (privateGet checks the session). */
export async function getPaymentProfile() {
  const result = await privateGet('payments/myPaymentProfile', { schema: paymentProfileResponseSchema });
  return result.ok ? { ...result, data: result.data.myProperties } : result;
}

/** The signed-in user's payments on one property (privateGet checks the session; the provider checks the purchase). */
export const getPaymentHistory = (propertyId: number) =>
  privateGet('payments/myPropertyPaymentHistory', { query: { property_id: propertyId }, schema: paymentHistoryResponseSchema });
