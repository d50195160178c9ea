import Link from 'next/link';
import styles from './Dashboard.module.css';

type SubTabsProps<Key extends string> = {
  label: string;
  tabs: readonly { key: Key; label: string; href: string }[];
  current: Key;
};

/** A tab's own sub-tabs (which properties, which order), as links so each is its own URL. */
export function SubTabs<Key extends string>({ label, tabs, current }: SubTabsProps<Key>) {
  return (
    <nav aria-label={label}>
      <ul className={styles.subTabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link href={tab.href} className={styles.tab} aria-current={tab.key === current ? 'page' : undefined} scroll={false}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
