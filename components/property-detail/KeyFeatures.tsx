import { propertyText } from '@/lib/messages/property';
import type { Named } from '@/lib/vst/common';
import styles from './PropertyPage.module.css';

export function KeyFeatures({ features }: { features: Named[] }) {
  return (
    <section className={styles.section} aria-labelledby="key-features">
      <h2 id="key-features">{propertyText.keyFeatures}</h2>
      {features.length > 0 ? (
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature.id}>{feature.name}</li>
          ))}
        </ul>
      ) : (
        <p>{propertyText.noFeatures}</p>
      )}
    </section>
  );
}
