import { propertyText } from '@/lib/messages/property';
import type { PropertyDetail } from '@/lib/vst/property';
import styles from './PropertyPage.module.css';

/** The counts the spec lists (bedrooms, bathrooms, kitchens, toilets, car parking) and the size. */
export function PropertyFacts({ property }: { property: PropertyDetail }) {
  const facts = [
    { label: propertyText.bedrooms, value: property.no_bedroom },
    { label: propertyText.bathrooms, value: property.no_bathroom },
    { label: propertyText.kitchens, value: property.no_kitchen },
    { label: propertyText.toilets, value: property.no_toilet },
    { label: propertyText.carParking, value: property.car_parking },
    ...(property.square_feet ? [{ label: propertyText.squareFeet, value: propertyText.sqft(property.square_feet) }] : []),
  ];
  return (
    <section aria-label={propertyText.keyFacts}>
      <dl className={styles.facts}>
        {facts.map(({ label, value }) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
