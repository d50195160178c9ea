import Link from 'next/link';
import { pageItems } from '@/lib/pagination';
import { tipsText } from '@/lib/messages/tips';
import styles from './Tips.module.css';

type PageLinksProps = {
  current: number;
  count: number;
  /** The address of page `n`, so each page is a crawlable link. */
  hrefFor: (page: number) => string;
};

/** Pagination as plain links (2 margin pages, a range of 5); works without JavaScript. */
export function PageLinks({ current, count, hrefFor }: PageLinksProps) {
  if (count <= 1) return null;
  return (
    <nav aria-label={tipsText.pagination} className={styles.pagination}>
      <ul>
        {current > 1 ? <li><Link href={hrefFor(current - 1)} rel="prev">{tipsText.previous}</Link></li> : null}
        {pageItems(current, count).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} aria-hidden="true">…</li>
          ) : (
            <li key={item}>
              {item === current ? (
                <span aria-current="page" className={styles.currentPage}>{item}</span>
              ) : (
                <Link href={hrefFor(item)} aria-label={tipsText.pageLabel(item)}>{item}</Link>
              )}
            </li>
          ),
        )}
        {current < count ? <li><Link href={hrefFor(current + 1)} rel="next">{tipsText.next}</Link></li> : null}
      </ul>
    </nav>
  );
}
