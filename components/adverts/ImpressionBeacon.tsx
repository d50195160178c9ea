'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { queueImpression } from './impressionQueue';

/** Half the advert on screen counts as seen. */
const SEEN_RATIO = 0.5;

/**
 * Counts an impression of each advert (`data-advert-id`) inside it once per page view, when at least
 * half of it scrolls into view. The page itself stays cached and calls nobody: only browsers that
 * show the advert report it, through the impressions route.
 */
export function ImpressionBeacon({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const advertId = Number(entry.target.getAttribute('data-advert-id'));
          if (Number.isInteger(advertId) && advertId > 0) queueImpression(advertId);
        }
      },
      { threshold: SEEN_RATIO },
    );
    root.querySelectorAll('[data-advert-id]').forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} className={className}>{children}</div>;
}
