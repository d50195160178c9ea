import { freshnessView } from '@/lib/listing/freshness';
import { freshnessText } from '@/lib/messages/freshness';
import type { PropertyDetail } from '@/lib/vst/property';
import styles from './PropertyPage.module.css';

type Props = { property: Pick<PropertyDetail, 'confirmed_days_ago' | 'freshness' | 'availability_status'> };

/** "Confirmed available 3 days ago" under the status; nothing when the provider has no freshness. */
export function FreshnessLabel({ property }: Props) {
  const view = freshnessView(property);
  if (!view) return null;
  return <p className={`${styles.freshness} ${view.stale ? styles.stale : ''}`} data-testid="freshness">{view.label}</p>;
}

/**
 * Why a listing a visitor reached by a link is not in search: let or sold, or unconfirmed for 60
 * days. The page still answers (shared links and bookmarks keep working), marked as such.
 */
export function OutOfSearchNote({ property }: Props) {
  const offMarket = property.availability_status === 'Let' || property.availability_status === 'Sold';
  if (!offMarket && property.freshness !== 'out_of_search') return null;
  return (
    <p className={styles.outOfSearch} data-testid="out-of-search">
      {offMarket ? freshnessText.offMarket(property.availability_status) : freshnessText.outOfSearch}
    </p>
  );
}
