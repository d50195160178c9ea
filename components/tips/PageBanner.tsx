import type { ReactNode } from 'react';
import { imageVariantProps } from '@/lib/images/variants';
import styles from './Tips.module.css';

/**
 * The picture band at the top of the tips pages; the heading sits on it. The picture is an <img> (not
 * a CSS background) so it comes as variants sized for the screen (lib/images/variants.ts).
 */
export function PageBanner({ image, children }: { image?: string; children: ReactNode }) {
  return (
    <div className={styles.banner}>
      {/* eslint-disable-next-line @next/next/no-img-element -- variants in srcset; decorative */}
      {image ? <img {...imageVariantProps(image, 'banner')} alt="" className={styles.bannerImage} fetchPriority="high" /> : null}
      <div className={`container ${styles.bannerInner}`}>{children}</div>
    </div>
  );
}
