'use client';

import { useEffect, useRef } from 'react';
import type { FormBanner } from './useServerForm';

/**
 * Moves focus to a form's error banner when it asks for it, so keyboard and screen-reader users
 * learn of the failure. Put the returned ref on a `tabIndex={-1}` wrapper around the banner.
 */
export function useBannerFocus(banner: FormBanner | null) {
  const bannerRef = useRef<HTMLDivElement>(null);

  // The banner exists only after the render that follows the failure, so focus it from an effect.
  useEffect(() => {
    if (banner?.takesFocus) bannerRef.current?.focus();
  }, [banner]);

  return bannerRef;
}
