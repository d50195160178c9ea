import { formatArea } from '@/lib/format/area';
import { roomFactKeys, roomFacts } from '@/lib/listing/facts';
import { propertyText } from '@/lib/messages/property';
import type { PropertyDetail } from '@/lib/vst/property';
import styles from './PropertyPage.module.css';

/**
 * The counts a listing gives (bedrooms, bathrooms, kitchens, toilets, car parking) that apply to the
 * property's type and are not zero, and the size.
 */
export function PropertyFacts({ property }: { property: PropertyDetail }) {
  const area = formatArea(property.square_feet);
  const facts = [
    ...roomFacts(property, roomFactKeys).map(({ key, count }) => ({ label: propertyText[key], value: String(count) })),
    ...(area ? [{ label: propertyText.size, value: area }] : []),
  ];
  if (facts.length === 0) return null;
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
