import { formatNaira } from '@/lib/format/naira';
import { propertyText } from '@/lib/messages/property';
import type { LocationStatistics } from '@/lib/vst/engagement';
import styles from './PropertyPage.module.css';

const count = new Intl.NumberFormat('en-NG');

/** Local price statistics: what homes around this one sell and let for. */
export function LocationStatisticsSection({ statistics, place }: { statistics: LocationStatistics; place: string }) {
  // The provider answers 0 for an area with no sales or lets: that is no figure, not a price of NGN 0.
  const price = (amount: LocationStatistics['avgSalesPrice']) =>
    Number(amount) > 0 ? formatNaira(amount) : propertyText.notAvailable;
  const rows = [
    { label: propertyText.avgSalesPrice, value: price(statistics.avgSalesPrice) },
    { label: propertyText.avgRentalPrice, value: price(statistics.avgRentalPrice) },
    { label: propertyText.minSalePrice, value: price(statistics.minSalePrice) },
    { label: propertyText.maxSalePrice, value: price(statistics.maxSalePrice) },
    { label: propertyText.totalSold, value: count.format(statistics.totalSold) },
    { label: propertyText.totalRental, value: count.format(statistics.totalRental) },
  ];
  return (
    <section className={styles.section} aria-labelledby="location-statistics">
      <h2 id="location-statistics">{propertyText.locationStatistics(place)}</h2>
      <dl className={styles.statistics}>
        {rows.map(({ label, value }) => (
          <div key={label} className={styles.statistic}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
