import { livingFactsText as text } from '@/lib/messages/living-facts';
import { livingFacts, type FactAnswerCounts, type LivingFact, type LivingFacts } from '@/lib/vst/living-facts';
import { FactAgreement, FactAnswerSignIn } from './FactAgreement';
import styles from './PropertyPage.module.css';

/** Decorative: each line says its fact in words. */
const ICONS: Record<LivingFact, string> = {
  electricity_band: '⚡',
  meter: '🔌',
  power_backup: '🔋',
  water_source: '💧',
  flooding: '🌧',
  road: '🛣',
  security: '🔒',
};

/** A fact in plain words ("Band B: about 16 hours of light a day"), or null while the owner has not said. */
export function livingFactLine<Fact extends LivingFact>(fact: Fact, value: LivingFacts[Fact]): string | null {
  return value === null ? null : (text.lines[fact] as Record<string, string>)[value] ?? null;
}

type LivingHereSectionProps = {
  facts: LivingFacts | null | undefined;
  /** Members' agreements and disagreements; absent on a provider without them (no counts, no buttons). */
  answers?: FactAnswerCounts | null | undefined;
  propertyId: number;
  ownerId: number;
};

/**
 * What living in the home is like: light, meter, backup, water, flooding, road and security, each in
 * plain words; a fact the owner has not stated says so. Under each stated fact, how many visitors agree
 * and disagree, and the buttons to answer. Left out for land and on a provider without it.
 */
export function LivingHereSection({ facts, answers, propertyId, ownerId }: LivingHereSectionProps) {
  if (!facts) return null;
  const anyStated = livingFacts.some((fact) => facts[fact] !== null);
  return (
    <section className={styles.section} aria-labelledby="living-here" data-testid="living-here">
      <h2 id="living-here">{text.heading}</h2>
      <ul className={styles.livingHere}>
        {livingFacts.map((fact) => {
          const line = livingFactLine(fact, facts[fact]);
          return (
            <li key={fact} className={styles.livingFact} data-fact={fact}>
              <span aria-hidden="true" className={styles.livingIcon}>{ICONS[fact]}</span>
              {line ? (
                <div>
                  <span>{line}</span>
                  {answers ? <FactAgreement propertyId={propertyId} ownerId={ownerId} fact={fact} label={line} counts={answers[fact]} /> : null}
                </div>
              ) : (
                <span>
                  {text.labels[fact]}: <strong>{text.notStated}</strong>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {livingFacts.some((fact) => facts[fact] === null) ? <p className={styles.moveInNote}>{text.notStatedHint}</p> : null}
      {answers && anyStated ? <FactAnswerSignIn propertyId={propertyId} /> : null}
    </section>
  );
}
