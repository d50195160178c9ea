import { propertyText } from '@/lib/messages/property';
import styles from './PropertyPage.module.css';

/**
 * The third-party virtual tour, a per-property setting (docs/architecture.md, departures): shown only when
 * NEXT_PUBLIC_VIRTUAL_TOUR_URL_TEMPLATE is set (`{id}` is replaced by the property id) and, if
 * NEXT_PUBLIC_VIRTUAL_TOUR_PROPERTY_IDS lists ids, only for those. The tour's origin must also be
 * allowed in the CSP's frame-src (next.config.mjs).
 */
export function virtualTourUrl(propertyId: number, env: Record<string, string | undefined> = process.env): string | null {
  const template = env.NEXT_PUBLIC_VIRTUAL_TOUR_URL_TEMPLATE?.trim();
  if (!template) return null;
  const ids = (env.NEXT_PUBLIC_VIRTUAL_TOUR_PROPERTY_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length > 0 && !ids.includes(String(propertyId))) return null;
  return template.replaceAll('{id}', encodeURIComponent(String(propertyId)));
}

export function VirtualTour({ propertyId }: { propertyId: number }) {
  const url = virtualTourUrl(propertyId);
  if (!url) return null;
  return (
    <section className={styles.section} aria-labelledby="virtual-tour">
      <h2 id="virtual-tour">{propertyText.virtualTour}</h2>
      <iframe className={styles.tour} src={url} title={propertyText.virtualTour} loading="lazy" allowFullScreen />
    </section>
  );
}
