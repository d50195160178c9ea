'use client';

import Link from 'next/link';
import { recentlyViewed, without } from '@/lib/browser-list';
import { PROPERTY_FALLBACK_IMAGE } from '@/lib/images/fallback';
import { imageVariantProps } from '@/lib/images/variants';
import { recentlyViewedText as text } from '@/lib/messages/recently-viewed';
import { useBrowserList } from '@/components/property/useBrowserList';
import styles from './RecentlyViewed.module.css';

/**
 * The homes this browser opened last, newest first, each removable, with "Clear". Renders nothing
 * until it has something (and on the server), so the page around it stays cacheable and shows no gap.
 */
export function RecentlyViewed({ className }: { className?: string }) {
  const items = useBrowserList(recentlyViewed);
  if (items.length === 0) return null;
  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby="recently-viewed-title">
      <div className={styles.head}>
        <h2 id="recently-viewed-title" className={styles.title}>{text.title}</h2>
        <button type="button" className={styles.clear} onClick={() => recentlyViewed.write([])}>{text.clear}</button>
      </div>
      <p className={styles.intro}>{text.intro}</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link href={`/property/${item.id}`} className={styles.link} prefetch={false}>
              {/* Decorative: the link's text names the home. Variants in srcset (lib/images/variants.ts). */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img {...imageVariantProps(item.image || PROPERTY_FALLBACK_IMAGE, 'small')} alt="" loading="lazy" className={styles.image} />
              <span className={styles.name}>{item.name}</span>
              <span className={styles.price}>{item.price}</span>
            </Link>
            <button
              type="button"
              className={styles.remove}
              aria-label={text.remove(item.name)}
              onClick={() => recentlyViewed.write(without(recentlyViewed.read(), item.id))}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
