import type { ReactNode } from 'react';
import { PropertyCard } from '@/components/property/PropertyCard';
import { toCardView } from '@/lib/listing/card-view';
import { dashboardText } from '@/lib/messages/dashboard';
import type { PropertyCard as PropertyCardData } from '@/lib/vst/property';
import styles from './Dashboard.module.css';

type DashboardPropertyListProps<Property extends PropertyCardData> = {
  properties: Property[];
  /** The buttons under a card; they sit outside the card, whose link covers it. */
  actionsFor: (property: Property) => ReactNode;
  /** A line under a card, before its actions (the owner's offer and comment counts). */
  summaryFor?: (property: Property) => ReactNode;
};

/** Property cards with the dashboard's own actions under each one. */
export function DashboardPropertyList<Property extends PropertyCardData>({ properties, actionsFor, summaryFor }: DashboardPropertyListProps<Property>) {
  return (
    <ul className={styles.grid}>
      {properties.map((property) => {
        const actions = actionsFor(property);
        return (
          <li key={property.id} className={styles.item}>
            <PropertyCard card={toCardView(property)} />
            {summaryFor?.(property)}
            {actions ? (
              <div role="group" aria-label={dashboardText.propertyActions(property.name)} className={styles.actions}>
                {actions}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
