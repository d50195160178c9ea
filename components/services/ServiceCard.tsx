import Link from 'next/link';
import { imageVariantProps } from '@/lib/images/variants';
import { PropertyImage } from '@/components/property/PropertyImage';
import { buttonClassName } from '@/components/ui/Button';
import { servicesText as text } from '@/lib/messages/services';
import type { HomeService } from '@/lib/vst/services';
import { StarRating } from './StarRating';
import styles from './Services.module.css';

export const serviceHref = (id: number) => `/home-service-pro/details?id=${id}`;

/** A professional in the directory: picture, trade, place, real rating and a link to their page. */
export function ServiceCard({ service }: { service: HomeService }) {
  const { average, count } = service.rating;
  return (
    <article className={styles.card} aria-labelledby={`service-${service.homeServiceID}`}>
      <PropertyImage {...imageVariantProps(service.image_link, 'card')} alt="" className={styles.cardImage} />
      <div className={styles.cardBody}>
        <h3 id={`service-${service.homeServiceID}`}>{service.service_title}</h3>
        <p className={styles.cardMeta}>{service.category_type.name} · {service.category.name}</p>
        <p className={styles.cardMeta}>{service.business_address}</p>
        <p className={styles.cardMeta}>
          {average === null ? text.noReviewsYet : <><StarRating stars={average} /> {average.toFixed(1)} ({text.reviewCount(count)})</>}
        </p>
        <Link href={serviceHref(service.homeServiceID)} className={buttonClassName('secondary')} aria-label={`${text.viewProfile}: ${service.service_title}`}>
          {text.viewProfile}
        </Link>
      </div>
    </article>
  );
}
