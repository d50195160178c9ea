import 'server-only';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import { backgroundInfoResponseSchema, subscriptionTypesResponseSchema, type SubscriptionKind } from '@/lib/vst/payments';
import { vstGet } from './client';
import { privateGet } from './dashboard';
import type { VstResult } from './result';
import type { SubscriptionType } from '@/lib/vst/payments';

/** The plans of a kind: public and rarely changed, cached like reference data. */
export async function getSubscriptionTypes(kind: SubscriptionKind): Promise<VstResult<SubscriptionType[]>> {
  const result = await vstGet('params/getSubscriptionTypes', {
    query: { type: kind },
    schema: subscriptionTypesResponseSchema,
    revalidate: revalidateSeconds.reference,
    tags: [cacheTags.reference],
  });
  return result.ok ? { ...result, data: result.data.subscription_types } : result;
}

/** One plan of a kind by its id (from the URL); undefined when no such plan is sold. */
export async function getPlan(kind: SubscriptionKind, planId: number): Promise<VstResult<SubscriptionType | undefined>> {
  const result = await getSubscriptionTypes(kind);
  return result.ok ? { ...result, data: result.data.find((plan) => plan.subscriptionID === planId) } : result;
}

/** A property's background documents (privateGet checks the session; the provider counts the view). */
export const getBackgroundInfo = (propertyId: number) =>
  privateGet('payments/viewBackgroundInfo', { query: { property_id: propertyId }, schema: backgroundInfoResponseSchema });
