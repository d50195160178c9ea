import Link from 'next/link';
import { servicesText as text } from '@/lib/messages/services';
import type { ServiceCategory } from '@/lib/vst/services';
import styles from './Services.module.css';

export const directoryHref = (slug: string | null, page = 1) => {
  const params = new URLSearchParams();
  if (slug) params.set('category', slug);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/services${query ? `?${query}` : ''}#directory`;
};

/** The directory's tabs as links, so the chosen tab lives in the URL (shareable, reloadable, crawlable). */
export function DirectoryTabs({ categories, current, total }: { categories: ServiceCategory[]; current: string | null; total: number }) {
  const tabs = [{ slug: null, name: text.showAll, total }, ...categories];
  return (
    <nav aria-label={text.directoryTabsLabel}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.slug ?? 'all'}>
            <Link href={directoryHref(tab.slug)} className={styles.tab} aria-current={tab.slug === current ? 'page' : undefined} scroll={false}>
              {tab.name}{' '}
              <span className={styles.tabCount}>({tab.total})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
