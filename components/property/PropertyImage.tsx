'use client';

import { useCallback, useState, type SyntheticEvent } from 'react';

export const PROPERTY_FALLBACK_IMAGE = '/images/property-fallback.svg';

type PropertyImageProps = {
  src: string;
  alt: string;
  className?: string;
  /** Above-the-fold images load at once; the rest wait until they are near the viewport. */
  priority?: boolean;
  /** 'high' for the page's largest image (its LCP): fetched ahead of scripts. */
  fetchPriority?: 'high';
};

/** A property photo that shows the fallback picture when its own fails to load (spec section 8). */
export function PropertyImage({ src, alt, className, priority = false, fetchPriority }: PropertyImageProps) {
  const [failed, setFailed] = useState(false);
  const showFallback = failed || src === '';

  // An image can fail before React hydrates and attaches onError: check once it is mounted.
  const checkAlreadyFailed = useCallback((image: HTMLImageElement | null) => {
    if (image && image.complete && image.naturalWidth === 0 && image.currentSrc !== '') setFailed(true);
  }, []);

  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!event.currentTarget.src.endsWith(PROPERTY_FALLBACK_IMAGE)) setFailed(true);
  };

  return (
    // A plain <img>: the seed images are SVGs served from /media, which next/image would not optimise.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={showFallback ? undefined : checkAlreadyFailed}
      src={showFallback ? PROPERTY_FALLBACK_IMAGE : src}
      alt={alt}
      className={className}
      width={400}
      height={260}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={showFallback ? undefined : onError}
    />
  );
}
