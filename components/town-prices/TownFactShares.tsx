import { livingFactsText as text } from '@/lib/messages/living-facts';
import type { TownFacts } from '@/lib/vst/living-facts';
import styles from './TownFactShares.module.css';

type TownFactSharesProps = {
  facts: TownFacts | null | undefined;
  town: string;
  /** The heading's level: a section of the town page (2), or a part of the fair-price block (3). */
  level: 2 | 3;
};

const NAMES = { electricity_band: text.cardBand, flooding: text.cardFlooding };

/**
 * The town's picture: its share of homes by electricity band and by flooding, each share with its
 * count; a fact stated by fewer than five homes says so instead. Nothing on a provider without it.
 */
export function TownFactShares({ facts, town, level }: TownFactSharesProps) {
  if (!facts) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.picture} data-testid="town-facts">
      <Heading className={styles.heading}>{text.townHeading(town)}</Heading>
      {(['electricity_band', 'flooding'] as const).map((fact) => {
        const { listings, shares } = facts[fact];
        const names: Record<string, string> = NAMES[fact];
        return (
          <div key={fact} className={styles.fact}>
            <p className={styles.label}>{text.townFactLabels[fact]}</p>
            {shares ? (
              <ul className={styles.shares}>
                {shares.map((share) => (
                  <li key={share.value} className={styles.share}>
                    <span className={styles.name}>{text.shareName(names[share.value] ?? share.value)}</span>{' '}
                    <span>{text.share(share.percent, share.listings, listings)}</span>
                    <span aria-hidden="true" className={styles.bar} style={{ width: `${share.percent}%` }} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.tooFew}>{text.tooFewShares(listings)}</p>
            )}
          </div>
        );
      })}
      <p className={styles.basis}>{text.townBasis}</p>
    </div>
  );
}
