import { toCardView } from '@/lib/listing/card-view';
import type { PropertyCard as PropertyCardData } from '@/lib/vst/property';
import { PropertyCard } from './PropertyCard';
import styles from './PropertyGrid.module.css';

type PropertyGridProps = {
  properties: PropertyCardData[];
  variant?: 'default' | 'featured';
  /**
   * How many of the first cards load their image at once: only one that can be the first view's
   * largest picture (on a phone the cards stand one under another, so the second is already below
   * it). The rest are lazy; a lazy picture in view still loads as soon as the page is laid out.
   */
  priorityCount?: number;
};

/** Cards in a responsive grid, as a list so screen readers announce how many there are. */
export function PropertyGrid({ properties, variant = 'default', priorityCount = 0 }: PropertyGridProps) {
  return (
    <ul className={`${styles.grid} ${variant === 'featured' ? styles.featured : ''}`}>
      {properties.map((property, index) => (
        <li key={property.id}>
          <PropertyCard card={toCardView(property)} variant={variant} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
