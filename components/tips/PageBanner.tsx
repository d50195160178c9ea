import type { ReactNode } from 'react';
import styles from './Tips.module.css';

/** The picture band at the top of the tips pages; the heading sits on it. */
export function PageBanner({ image, children }: { image?: string; children: ReactNode }) {
  return (
    <div className={styles.banner} style={image ? { backgroundImage: `url(${JSON.stringify(image)})` } : undefined}>
      <div className={`container ${styles.bannerInner}`}>{children}</div>
    </div>
  );
}
