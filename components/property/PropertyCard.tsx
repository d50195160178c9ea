'use client';

import Link from 'next/link';
import { CompareButton } from '@/components/compare/CompareButton';
import { cardText, featuredAddress, featuredName, truncate } from '@/lib/format/text';
import type { CardView } from '@/lib/listing/card-view';
import { ownerAuthorityText } from '@/lib/messages/owner-authority';
import { propertyCardText } from '@/lib/messages/property-card';
import { VerifiedBadge } from '@/components/verification/VerifiedBadge';
import { LikeButton } from './LikeButton';
import { PropertyImage } from './PropertyImage';
import styles from './PropertyCard.module.css';

type PropertyCardProps = {
  /** `toCardView(property)`: the card's texts and picture, worked out where the list is rendered. */
  card: CardView;
  /** 'featured': the home page's larger card with its own truncation limits. */
  variant?: 'default' | 'featured';
  /** Load the image at once (cards in the first screenful). */
  priority?: boolean;
};

const truncation = {
  default: { name: cardText, address: cardText },
  featured: { name: featuredName, address: featuredAddress },
} as const;

/**
 * One property in a grid: photo, price, name, address, rooms, size, views, likes and availability.
 * A client component for the size of the page, not for interaction: its payload is the compact
 * `CardView`, not the rendered tree (lib/listing/card-view.ts).
 */
export function PropertyCard({ card, variant = 'default', priority = false }: PropertyCardProps) {
  const rules = truncation[variant];
  const available = card.availability === 'Available';

  return (
    <article className={`${styles.card} ${variant === 'featured' ? styles.featured : ''}`} data-testid="property-card">
      <div className={styles.media}>
        <PropertyImage {...card.picture} alt="" className={styles.image} priority={priority} />
        <span className={`${styles.status} ${available ? styles.available : styles.unavailable}`}>{card.availability}</span>
        {card.promoted ? (
          <span className={styles.badge}>{propertyCardText.promoted}</span>
        ) : variant === 'featured' ? (
          <span className={styles.badge}>{propertyCardText.featured}</span>
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.price}>
          {card.price}
          {card.reduced ? <span className={styles.reduced}>{propertyCardText.reduced}</span> : null}
        </p>
        {card.moveIn ? <p className={styles.moveIn} data-testid="card-move-in">{card.moveIn}</p> : null}
        <h3 className={styles.name}>
          {/* The visible name may be shortened; the link's accessible name and title keep it whole. */}
          <Link href={`/property/${card.id}`} className={styles.link} title={card.name} aria-label={propertyCardText.viewProperty(card.name, card.price)}>
            {truncate(card.name, rules.name)}
          </Link>
        </h3>
        <p className={styles.address} title={card.address}>{truncate(card.address, rules.address)}</p>
        {card.verified ? <VerifiedBadge kind={card.verified} line={propertyCardText.verifiedCardLine} size="card" /> : null}
        {card.ownerAuthorised ? <p className={styles.trustBadge} data-testid="owner-authorised">{ownerAuthorityText.badge}</p> : null}
        {card.advertiser ? (
          <Link href={card.advertiser.href} className={styles.advertiser}>{propertyCardText.listedBy(card.advertiser.name)}</Link>
        ) : null}
        {card.living.length > 0 ? <p className={styles.living} data-testid="card-living">{card.living.join(' · ')}</p> : null}
        {card.noInspectionFee ? <p className={styles.trustBadge}>{propertyCardText.noInspectionFee}</p> : null}
        {card.freshness ? (
          <p className={`${styles.freshness} ${card.freshness.stale ? styles.stale : ''}`} data-testid="freshness">{card.freshness.label}</p>
        ) : null}
        {card.rooms.length > 0 || card.area ? (
          <ul className={styles.facts}>
            {card.rooms.map(({ key, count }) => <li key={key}>{propertyCardText[key](count)}</li>)}
            {card.area ? <li>{card.area}</li> : null}
          </ul>
        ) : null}
      </div>
      <div className={styles.footer}>
        <span>{propertyCardText.views(card.views)}</span>
        <span className={styles.age}>{card.age}</span>
        <LikeButton propertyId={card.id} propertyName={card.name} initialLikes={card.likes} />
        <CompareButton property={{ id: card.id, name: card.name, price: card.price, image: card.image }} />
      </div>
    </article>
  );
}
