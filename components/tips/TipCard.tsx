import Link from 'next/link';
import { formatDate } from '@/lib/format/date';
import { imageVariantProps } from '@/lib/images/variants';
import { tipsText } from '@/lib/messages/tips';
import type { Tip } from '@/lib/vst/tips';
import { tipPath } from './tipPath';
import styles from './Tips.module.css';

/** A card of the tips grid: the whole card is one link, named by the article title. */
export function TipCard({ tip }: { tip: Tip }) {
  return (
    <article className={styles.card}>
      {/* Variants in srcset (lib/images/variants.ts): next/image's client script would outweigh the page's own. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className={styles.cardImage} {...imageVariantProps(tip.image_link, 'tile')} alt="" loading="lazy" decoding="async" />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link href={tipPath(tip)} className={styles.cardLink}>{tip.title}</Link>
        </h3>
        <p className={styles.excerpt}>{tip.excerpt}</p>
        <TipByline tip={tip} />
      </div>
    </article>
  );
}

/** 'By {author} · 22 Nov 2026 · 4 min read' */
export function TipByline({ tip }: { tip: Tip }) {
  return (
    <p className={styles.byline}>
      <span>{tipsText.by(tip.posted_by.name)}</span>
      <time dateTime={tip.date_posted}>{formatDate(tip.date_posted)}</time>
      <span>{tipsText.readTime(tip.read_minutes)}</span>
    </p>
  );
}
