import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import { advertiserProfileResponseSchema } from '@/lib/vst/advertisers';
import { vstGet } from './client';

/**
 * An advertiser's public profile (provider extension "Advertiser profiles"), cached as the property
 * pages are and under the listings' tag, so a listing written anywhere refreshes it too; a rating
 * refreshes the one advertiser's.
 */
export const getAdvertiserProfile = cache((id: number) =>
  vstGet('advertisers/profile', {
    query: { id },
    schema: advertiserProfileResponseSchema,
    revalidate: revalidateSeconds.property,
    tags: [cacheTags.properties, cacheTags.advertiser(id)],
  }),
);

/**
 * Whether the provider has advertiser profiles (and so the listings' "responsive" filter), asked without
 * an id: 422 means the call is there, 404 that it is not. Kept as long as reference data: a provider
 * gains or loses a call only on a deploy.
 */
export const advertiserProfilesOffered = unstable_cache(
  async (): Promise<boolean> => (await vstGet('advertisers/profile', { schema: advertiserProfileResponseSchema })).status !== 404,
  ['vst-advertiser-profiles-offered'],
  { revalidate: revalidateSeconds.reference, tags: [cacheTags.reference] },
);
