import Link from 'next/link';
import { priceStanding } from '@/lib/fair-price/standing';
import { fairPriceText } from '@/lib/messages/fair-price';
import { townPricesText } from '@/lib/messages/town-prices';
import type { PriceCheck } from '@/lib/vst/price-check';
import styles from './PropertyPage.module.css';
import own from './PriceCheckSection.module.css';

type PriceCheckSectionProps = {
  check: PriceCheck | null | undefined;
  propertyType: string;
  /** The town's price page, when the provider has them and the town's gives a figure. */
  townPricesHref?: string | null;
};

/** The fair-price check: where this price stands among similar listings of its town. */
export function PriceCheckSection({ check, propertyType, townPricesHref }: PriceCheckSectionProps) {
  if (!check) return null;
  const standing = priceStanding(check, propertyType);
  return (
    <section className={styles.section} aria-labelledby="price-check" data-testid="price-check">
      <h2 id="price-check">{fairPriceText.heading}</h2>
      {standing.kind === 'figure' && standing.caution ? (
        <p className={own.caution} role="note">
          {fairPriceText.caution}
        </p>
      ) : null}
      <p className={own.standing}>{standing.text}</p>
      {standing.kind === 'figure' ? <p className={own.detail}>{standing.detail}</p> : null}
      <p className={own.basis}>{fairPriceText.basis}</p>
      {townPricesHref ? (
        <p className={own.townLink}>
          <Link href={townPricesHref}>{townPricesText.pricesIn(check.town.name)}</Link>
        </p>
      ) : null}
    </section>
  );
}
