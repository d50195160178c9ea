'use client';

import { useCallback, useState, type SyntheticEvent } from 'react';
import { PROPERTY_FALLBACK_IMAGE } from '@/lib/images/fallback';
import type { ImageVariantProps } from '@/lib/images/variants';

/**
 * The picture's attributes come from `imageVariantProps(link, slot)` (lib/images/variants.ts), worked
 * out by the caller: on the server for cards, so the slot table stays out of the browsing pages' script.
 */
type PropertyImageProps = ImageVariantProps & {
  alt: string;
  className?: string;
  /** Above-the-fold images load at once; the rest wait until they are near the viewport. */
  priority?: boolean;
  /** 'high' for the page's largest image (its LCP): fetched ahead of scripts. */
  fetchPriority?: 'high';
};

/** A property photo that shows the fallback picture when its own fails to load. */
export function PropertyImage({ alt, className, priority = false, fetchPriority, ...picture }: PropertyImageProps) {
  const [failed, setFailed] = useState(false);
  const showFallback = failed || picture.src === '';

  // An image can fail before React hydrates and attaches onError: check once it is mounted.
  const checkAlreadyFailed = useCallback((image: HTMLImageElement | null) => {
    if (image && image.complete && image.naturalWidth === 0 && image.currentSrc !== '') setFailed(true);
  }, []);

  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!event.currentTarget.src.endsWith(PROPERTY_FALLBACK_IMAGE)) setFailed(true);
  };

  return (
    // A plain <img> with the variants' srcset: next/image's client script would cost the browsing pages
    // more than their whole script budget (server/images/serve-variant.ts).
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={showFallback ? undefined : checkAlreadyFailed}
      // The fallback replaces the variants too: with a srcset left in place the browser would keep trying them.
      {...(showFallback ? { src: PROPERTY_FALLBACK_IMAGE, width: picture.width, height: picture.height } : picture)}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={showFallback ? undefined : onError}
    />
  );
}
