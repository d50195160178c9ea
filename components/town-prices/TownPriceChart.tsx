import { barGeometry, type TypeTable } from '@/lib/fair-price/town-prices';
import { townPricesText } from '@/lib/messages/town-prices';
import type { TransactionType } from '@/lib/vst/property';
import styles from './TownPrices.module.css';

/** Pixels per bar: its label on one line, the bar and its range line under it. */
const ROW_HEIGHT = 52;
const BAR_TOP = 24;
const BAR_HEIGHT = 18;

type ChartProps = { bars: TypeTable['bars']; propertyType: string; transaction: TransactionType; town: string };

/**
 * The medians by bedrooms as horizontal bars from zero, each with its middle half as a line across it.
 * Drawn on the server, no script; one image to assistive technology (its label says what it shows),
 * whose figures the table beside it gives in full.
 */
export function TownPriceChart({ bars, propertyType, transaction, town }: ChartProps) {
  if (bars.length === 0) return null;
  const geometry = barGeometry(bars.map((bar) => bar.price));
  const middle = BAR_TOP + BAR_HEIGHT / 2;
  return (
    <svg
      className={styles.chart}
      role="img"
      aria-label={townPricesText.chartLabel(propertyType, transaction, town)}
      height={bars.length * ROW_HEIGHT}
      data-testid="price-chart"
    >
      {bars.map((bar, index) => {
        const { median, lower, upper } = geometry[index];
        const top = index * ROW_HEIGHT;
        return (
          <g key={bar.bedrooms} data-bedrooms={bar.bedrooms}>
            <text x="0" y={top + 16}>{townPricesText.chartBar(bar.bedrooms, bar.price.median)}</text>
            <rect className={styles.bar} x="0" y={top + BAR_TOP} width={`${median}%`} height={BAR_HEIGHT} rx="2" />
            <line className={styles.range} x1={`${lower}%`} x2={`${upper}%`} y1={top + middle} y2={top + middle} />
            <line className={styles.range} x1={`${lower}%`} x2={`${lower}%`} y1={top + BAR_TOP - 3} y2={top + BAR_TOP + BAR_HEIGHT + 3} />
            <line className={styles.range} x1={`${upper}%`} x2={`${upper}%`} y1={top + BAR_TOP - 3} y2={top + BAR_TOP + BAR_HEIGHT + 3} />
          </g>
        );
      })}
    </svg>
  );
}
