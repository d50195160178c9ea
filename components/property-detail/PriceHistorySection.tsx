import { describePriceHistory } from '@/lib/fair-price/history';
import { priceHistoryText } from '@/lib/messages/fair-price';
import type { PropertyDetail } from '@/lib/vst/property';
import styles from './PropertyPage.module.css';

/** The listing's price changes; nothing when the price never changed (or the provider keeps no history). */
export function PriceHistorySection({ history }: { history: PropertyDetail['price_history'] }) {
  const text = describePriceHistory(history);
  if (!text) return null;
  return (
    <section className={styles.section} aria-labelledby="price-history" data-testid="price-history">
      <h2 id="price-history">{priceHistoryText.heading}</h2>
      <p>{text}</p>
    </section>
  );
}
