import Link from 'next/link';
import { CompareButton } from '@/components/compare/CompareButton';
import { formatArea } from '@/lib/format/area';
import { formatListingPrice } from '@/lib/format/naira';
import { roomFacts } from '@/lib/listing/facts';
import { cardText, featuredAddress, featuredName, truncate } from '@/lib/format/text';
import { listingText } from '@/lib/messages/listing';
import type { PropertyCard as PropertyCardData } from '@/lib/vst/property';
import { LikeButton } from './LikeButton';
import { imageVariantProps } from '@/lib/images/variants';
import { PropertyImage } from './PropertyImage';
import styles from './PropertyCard.module.css';

type PropertyCardProps = {
  property: PropertyCardData;
  /** 'featured': the home page's larger card with its own truncation limits (spec section 9). */
  variant?: 'default' | 'featured';
  /** Load the image at once (cards in the first screenful). */
  priority?: boolean;
};

const count = new Intl.NumberFormat('en-NG');

const truncation = {
  default: { name: cardText, address: cardText },
  featured: { name: featuredName, address: featuredAddress },
} as const;

/** One property in a grid: photo, price, name, address, rooms, size, views, likes and availability. */
export function PropertyCard({ property, variant = 'default', priority = false }: PropertyCardProps) {
  const rules = truncation[variant];
  const price = formatListingPrice(property.price, property.transaction_type);
  const area = formatArea(property.square_feet);
  const rooms = roomFacts(property, ['bedrooms', 'bathrooms']);
  const href = `/property/${property.id}`;
  const available = property.availability_status === 'Available';

  return (
    <article className={`${styles.card} ${variant === 'featured' ? styles.featured : ''}`} data-testid="property-card">
      <div className={styles.media}>
        <PropertyImage {...imageVariantProps(property.primary_image_link, 'card')} alt="" className={styles.image} priority={priority} />
        <span className={`${styles.status} ${available ? styles.available : styles.unavailable}`}>
          {property.availability_status}
        </span>
        {property.promoted ? (
          <span className={styles.badge}>{listingText.promoted}</span>
        ) : variant === 'featured' ? (
          <span className={styles.badge}>{listingText.featured}</span>
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.price}>{price}</p>
        <h3 className={styles.name}>
          {/* The visible name may be shortened; the link's accessible name and title keep it whole. */}
          <Link href={href} className={styles.link} title={property.name} aria-label={listingText.viewProperty(property.name, price)}>
            {truncate(property.name, rules.name)}
          </Link>
        </h3>
        <p className={styles.address} title={property.address}>{truncate(property.address, rules.address)}</p>
        {rooms.length > 0 || area ? (
          <ul className={styles.facts}>
            {rooms.map(({ key, count: rooms }) => <li key={key}>{listingText[key](rooms)}</li>)}
            {area ? <li>{area}</li> : null}
          </ul>
        ) : null}
      </div>
      <div className={styles.footer}>
        <span className={styles.views}>{listingText.views(count.format(property.view_count))}</span>
        <span className={styles.age}>{property.date_diff}</span>
        <LikeButton propertyId={property.id} propertyName={property.name} initialLikes={property.like_count} />
        <CompareButton property={{ id: property.id, name: property.name, price, image: property.primary_image_link }} />
      </div>
    </article>
  );
}
