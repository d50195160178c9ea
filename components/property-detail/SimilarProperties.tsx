import { PropertyGrid } from '@/components/property/PropertyGrid';
import { propertyText } from '@/lib/messages/property';
import type { PropertyCard } from '@/lib/vst/property';
import styles from './PropertyPage.module.css';

/** Other listings in the same area (the location statistics' `related_property`), this one left out. */
export function SimilarProperties({ properties, currentId }: { properties: PropertyCard[]; currentId: number }) {
  const others = properties.filter((property) => property.id !== currentId);
  return (
    <section className={styles.section} aria-labelledby="similar-properties">
      <h2 id="similar-properties">{propertyText.similarProperties}</h2>
      {others.length > 0 ? <PropertyGrid properties={others} /> : <p>{propertyText.noSimilarProperties}</p>}
    </section>
  );
}
