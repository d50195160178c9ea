import { freshnessText } from '@/lib/messages/freshness';
import type { PropertyCard } from '@/lib/vst/property';

/** What a card or page says of a listing's last confirmation: absent when the provider has no freshness. */
export type FreshnessView = { label: string; stale: boolean };

/**
 * "Confirmed available 3 days ago", or "Not confirmed recently" past 30 days. The days are the
 * provider's count (its clock decides freshness, ranking and search), not worked out from the date
 * here, so a page and the order of its results always agree.
 */
export function freshnessView(property: Pick<PropertyCard, 'confirmed_days_ago' | 'freshness'>): FreshnessView | undefined {
  if (property.freshness === undefined || property.confirmed_days_ago === undefined) return undefined;
  if (property.freshness !== 'confirmed') return { label: freshnessText.notRecent, stale: true };
  return { label: freshnessText.confirmedAgo(property.confirmed_days_ago), stale: false };
}
