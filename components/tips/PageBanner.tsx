import type { ReactNode } from 'react';
import { LeadImage } from '@/components/ui/LeadImage';
import { imageVariantProps } from '@/lib/images/variants';
import styles from './Tips.module.css';

/**
 * The picture band at the top of the tips pages; the heading sits on it. The picture is an <img> (not
 * a CSS background) so it comes as variants sized for the screen (lib/images/variants.ts).
 */
export function PageBanner({ image, children }: { image?: string; children: ReactNode }) {
  return (
    <div className={styles.banner}>
      {/* Decorative. */}
      {image ? <LeadImage {...imageVariantProps(image, 'banner')} alt="" className={styles.bannerImage} /> : null}
      <div className={`container ${styles.bannerInner}`}>{children}</div>
    </div>
  );
}
