import type { VisibleChange } from './freshness';

/**
 * Cache tags of the provider's public data, in one place, so a write can `revalidateTag` exactly what
 * it changed. Reference data changes rarely; listings and tips more often.
 */
export const cacheTags = {
  reference: 'vst:reference',
  banner: (page: string) => `vst:banner:${page}`,
  /** Every listing read, the property pages included: only staff's decisions, which touch any listing, expire it. */
  properties: 'vst:properties',
  /** The public lists and search (not the property pages): a listing entering, leaving or moving in them. */
  listings: 'vst:listings',
  property: (propertyId: number) => `vst:property:${propertyId}`,
  /** An advertiser's profile: a visitor's rating changes it. */
  advertiser: (advertiserId: number) => `vst:advertiser:${advertiserId}`,
  tips: 'vst:tips',
  /** The home-services directory, professionals' pages and their ratings. */
  services: 'vst:services',
  /** The running adverts of the sponsored slots: a payment starts one, the end of its dates stops it. */
  adverts: 'vst:adverts',
} as const;

/**
 * What a member's change to one listing makes stale: its own page, and the lists only when its place in
 * them changed. Never every property page, so no member can keep the site rendering them afresh.
 */
export function listingChangeTags(propertyId: number, change: VisibleChange): string[] {
  if (change === 'none') return [];
  return change === 'listings' ? [cacheTags.property(propertyId), cacheTags.listings] : [cacheTags.property(propertyId)];
}

/** Seconds public data may be served from cache before it is fetched again. */
export const revalidateSeconds = {
  reference: 3600,
  listings: 60,
  /** The property page; also its route's ISR interval (app/property/[id]/page.tsx). */
  property: 300,
  tips: 300,
  /** The town price pages and their index (links, sitemap); also the pages' ISR interval (app/prices/[state]/[town]). */
  prices: 300,
  services: 60,
  /** An advert that reaches its end leaves the slots within this long (plus the page's own ISR interval). */
  adverts: 60,
} as const;
