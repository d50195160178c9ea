import Link from 'next/link';
import { formatDate } from '@/lib/format/date';
import { imageVariantProps } from '@/lib/images/variants';
import type { Tip } from '@/lib/vst/tips';
import { tipPath } from './tipPath';
import styles from './Tips.module.css';

/** A titled list of other articles (Recent Articles, More Related Articles); nothing when empty. */
export function TipLinks({ title, tips }: { title: string; tips: Tip[] }) {
  if (tips.length === 0) return null;
  const headingId = `tips-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className={styles.aside}>
      <h2 id={headingId} className={styles.asideTitle}>{title}</h2>
      <ul className={styles.asideList}>
        {tips.map((tip) => (
          <li key={tip.id} className={styles.asideItem}>
            {/* eslint-disable-next-line @next/next/no-img-element -- variants in srcset (lib/images/variants.ts) */}
            <img {...imageVariantProps(tip.image_link, 'thumb')} alt="" loading="lazy" decoding="async" className={styles.asideImage} />
            <div>
              <Link href={tipPath(tip)}>{tip.title}</Link>
              <time dateTime={tip.date_posted} className={styles.asideDate}>{formatDate(tip.date_posted)}</time>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
