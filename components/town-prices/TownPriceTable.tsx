import { formatNaira } from '@/lib/format/naira';
import type { TypeTable } from '@/lib/fair-price/town-prices';
import { townPricesText } from '@/lib/messages/town-prices';
import type { TransactionType } from '@/lib/vst/property';
import type { Spread } from '@/lib/vst/town-prices';
import styles from './TownPrices.module.css';

function Figure({ spread }: { spread: Spread | null }) {
  if (!spread) return <span className={styles.none}>{townPricesText.tooFew}</span>;
  return (
    <>
      <span className={styles.median}>{formatNaira(spread.median)}</span>
      <span className={styles.half}>{townPricesText.middleHalf(spread.lower_quartile, spread.upper_quartile)}</span>
    </>
  );
}

/**
 * A property type's medians by bedrooms: the chart's figures in full, and the groups too small for one.
 * Each row's count sits under its label, so a sale's three columns fit a 360 px phone.
 */
export function TownPriceTable({ table, transaction }: { table: TypeTable; transaction: TransactionType }) {
  const { columns } = townPricesText;
  const isSale = transaction === 'BUY';
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{townPricesText.caption(table.propertyType.name, transaction)}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.bedrooms}</th>
          <th scope="col">{isSale ? columns.price : columns.rent}</th>
          {isSale ? <th scope="col">{columns.perSqm}</th> : null}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.bedrooms ?? 'all'}>
            <th scope="row">
              {townPricesText.bedrooms(row.bedrooms)}
              <span className={styles.half}>{townPricesText.listings(row.listings)}</span>
            </th>
            <td><Figure spread={row.price} /></td>
            {isSale ? <td><Figure spread={row.price_per_sqm} /></td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
