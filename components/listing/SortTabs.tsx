import Link from 'next/link';
import { listingHref, pageTypes, type ListingFilters } from '@/lib/listing/filters';
import { listingText } from '@/lib/messages/listing';
import styles from './SortTabs.module.css';

type SortTabsProps = {
  base: string;
  filters: ListingFilters;
  /** The results hold a promoted listing: the provider puts it first whatever the sort, so the tabs say so. */
  promotedFirst?: boolean;
};

/** Most Recent / Highest Price / Lowest Price as links: each order has its own URL. */
export function SortTabs({ base, filters, promotedFirst = false }: SortTabsProps) {
  return (
    <nav aria-label={listingText.sortLabel}>
      <ul className={styles.tabs}>
        {pageTypes.map((pageType) => {
          const current = pageType === filters.pageType;
          return (
            <li key={pageType}>
              <Link
                href={listingHref(base, filters, { pageType })}
                className={`${styles.tab} ${current ? styles.current : ''}`}
                aria-current={current ? 'page' : undefined}
                scroll={false}
              >
                {listingText.sortTabs[pageType]}
              </Link>
            </li>
          );
        })}
      </ul>
      {promotedFirst ? <p className={styles.note}>{listingText.promotedFirst}</p> : null}
    </nav>
  );
}
