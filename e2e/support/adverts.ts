import { expect, type APIRequestContext } from '@playwright/test';
import { providerUrl } from './gateway';

export type ProviderAdvert = { advertID: number; title: string; status: string; link: string | null; impressions: number; clicks: number };

/** The account's adverts as the provider holds them (not what a page claims). */
export async function advertsOf(request: APIRequestContext, token: string): Promise<ProviderAdvert[]> {
  const response = await request.get(providerUrl('/api/vst/adverts/myAdverts'), { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { adverts: ProviderAdvert[] }).adverts;
}

/** A property's transaction type, straight from the provider. */
export async function transactionTypeOf(request: APIRequestContext, propertyId: number): Promise<'BUY' | 'RENT'> {
  const response = await request.get(providerUrl(`/api/vst/params/getPropertyDetail?propertyId=${propertyId}`));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { property: { transaction_type: 'BUY' | 'RENT' } }).property.transaction_type;
}
