import Link from 'next/link';
import { priceStanding } from '@/lib/fair-price/standing';
import { fairPriceText } from '@/lib/messages/fair-price';
import { townPricesText } from '@/lib/messages/town-prices';
import type { TownFacts } from '@/lib/vst/living-facts';
import type { PriceCheck } from '@/lib/vst/price-check';
import { TownFactShares } from '@/components/town-prices/TownFactShares';
import styles from './PropertyPage.module.css';
import own from './PriceCheckSection.module.css';

type PriceCheckSectionProps = {
  check: PriceCheck | null | undefined;
  propertyType: string;
  /** The town's price page, when the provider has them and the town's gives a figure. */
  townPricesHref?: string | null;
  /** The town's share of homes by band and by flooding, and the town's name (null without a town). */
  townFacts?: TownFacts | null;
  town?: string | undefined;
};

/**
 * The fair-price check: where this price stands among similar listings of its town; then the town's
 * picture (light and flooding), which a listing without a price check (a sale without an area) keeps.
 */
export function PriceCheckSection({ check, propertyType, townPricesHref, townFacts, town }: PriceCheckSectionProps) {
  const townName = check?.town.name ?? town;
  if (!check && !(townFacts && townName)) return null;
  const standing = check ? priceStanding(check, propertyType) : null;
  return (
    <section className={styles.section} aria-labelledby="price-check" data-testid="price-check">
      <h2 id="price-check">{fairPriceText.heading}</h2>
      {standing?.kind === 'figure' && standing.caution ? (
        <p className={own.caution} role="note">
          {fairPriceText.caution}
        </p>
      ) : null}
      {standing ? <p className={own.standing}>{standing.text}</p> : null}
      {standing?.kind === 'figure' ? <p className={own.detail}>{standing.detail}</p> : null}
      {standing ? <p className={own.basis}>{fairPriceText.basis}</p> : null}
      {townName ? <TownFactShares facts={townFacts} town={townName} level={3} /> : null}
      {townPricesHref && townName ? (
        <p className={own.townLink}>
          <Link href={townPricesHref}>{townPricesText.pricesIn(townName)}</Link>
        </p>
      ) : null}
    </section>
  );
}
