import type { ReactNode } from 'react';
import { LeadImage } from '@/components/ui/LeadImage';
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
      {/* Decorative. */}
      {banner ? <LeadImage {...imageVariantProps(banner.primary_image, 'banner')} alt="" className={styles.image} /> : null}
      <div className={`container ${styles.inner}`}>
        {banner ? <p className={styles.eyebrow}>{banner.title}</p> : null}
        <h1 id="page-heading" className={styles.heading}>{heading}</h1>
        {children}
      </div>
    </section>
  );
}
