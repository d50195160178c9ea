import Link from 'next/link';
import { pageCount, pageItems } from '@/lib/pagination';
import { listingText } from '@/lib/messages/listing';
import styles from './Pagination.module.css';

type PaginationProps = {
  current: number;
  total: number;
  perPage: number;
  /** The last page listed, when the list ends before its results do (a search's page limit). */
  lastPage?: number;
  /** The URL of a page; each link goes straight to the page it names. */
  hrefFor: (page: number) => string;
};

/** Page links: 2 margin pages and a range of 5, with previous and next. */
export function Pagination({ current, total, perPage, lastPage, hrefFor }: PaginationProps) {
  const count = Math.min(pageCount(total, perPage), lastPage ?? Number.MAX_SAFE_INTEGER);
  if (count <= 1) return null;
  return (
    <nav aria-label={listingText.paginationLabel} className={styles.nav}>
      <ul className={styles.pages}>
        <li>
          {current > 1 ? (
            <Link href={hrefFor(current - 1)} className={styles.link} rel="prev">{listingText.previousPage}</Link>
          ) : (
            <span className={`${styles.link} ${styles.disabled}`} aria-disabled="true">{listingText.previousPage}</span>
          )}
        </li>
        {pageItems(current, count).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">…</li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                className={`${styles.link} ${item === current ? styles.current : ''}`}
                aria-current={item === current ? 'page' : undefined}
                aria-label={listingText.pageLabel(item)}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < count ? (
            <Link href={hrefFor(current + 1)} className={styles.link} rel="next">{listingText.nextPage}</Link>
          ) : (
            <span className={`${styles.link} ${styles.disabled}`} aria-disabled="true">{listingText.nextPage}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
