'use client';

import { useState, type KeyboardEvent } from 'react';
import { PropertyImage } from '@/components/property/PropertyImage';
import { imageVariantProps } from '@/lib/images/variants';
import { propertyText } from '@/lib/messages/property';
import styles from './PropertyMedia.module.css';

type ImageCarouselProps = { images: string[]; name: string };

/**
 * One photo at a time, with labelled previous/next buttons, the arrow keys, and the
 * position announced politely. Without JavaScript the first photo still shows.
 */
export function ImageCarousel({ images, name }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const total = Math.max(images.length, 1);
  const show = (next: number) => setIndex((next + total) % total);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  }

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={name}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {/* Keyed by position so the fallback state of one photo never sticks to the next. */}
      <PropertyImage
        key={index}
        {...imageVariantProps(images[index] ?? '', 'gallery')}
        alt={propertyText.imageAlt(name, index + 1)}
        className={styles.image}
        priority
        // The first photo is the property page's largest content; later ones come on request.
        fetchPriority={index === 0 ? 'high' : undefined}
      />
      {total > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => show(index - 1)} aria-label={propertyText.previousImage}>
            ‹
          </button>
          <p className={styles.position} aria-live="polite">{propertyText.imagePosition(index + 1, total)}</p>
          <button type="button" className={styles.arrow} onClick={() => show(index + 1)} aria-label={propertyText.nextImage}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
