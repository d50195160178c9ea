import type { ReactNode } from 'react';
import { imageVariantProps } from '@/lib/images/variants';
import type { Banner } from '@/lib/vst/reference';
import styles from './PageBanner.module.css';

type PageBannerProps = {
  /** The provider's banner; without one (provider down) the heading still shows. */
  banner: Banner | null;
  heading: string;
  children?: ReactNode;
};

/** A page's banner: its picture behind the page heading and, below it, the search form. */
export function PageBanner({ banner, heading, children }: PageBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby="page-heading">
      {banner ? (
        // eslint-disable-next-line @next/next/no-img-element -- variants in srcset (lib/images/variants.ts); decorative
        <img {...imageVariantProps(banner.primary_image, 'banner')} alt="" className={styles.image} fetchPriority="high" />
      ) : null}
      <div className={`container ${styles.inner}`}>
        {banner ? <p className={styles.eyebrow}>{banner.title}</p> : null}
        <h1 id="page-heading" className={styles.heading}>{heading}</h1>
        {children}
      </div>
    </section>
  );
}
