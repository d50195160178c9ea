import { LIVING_FACT_VALUES, LIVING_FACTS, type LivingFacts } from '../db/schema-facts';
import type { FieldErrors } from '../http/errors';

/**
 * The listing form's living facts (contract extension): one field per fact, each one value of a fixed
 * list. A home must answer every one; land answers none (whatever it sends is dropped).
 */

export const factNotListed = (fact: keyof LivingFacts) => `Must be one of ${LIVING_FACT_VALUES[fact].join(', ')}`;
export const factRequired = (fact: keyof LivingFacts) => `A home must say this: one of ${LIVING_FACT_VALUES[fact].join(', ')}`;

export const NO_LIVING_FACTS: LivingFacts = Object.fromEntries(LIVING_FACTS.map((fact) => [fact, null])) as LivingFacts;

export function checkLivingFacts(text: Record<string, string>, { isLand }: { isLand: boolean }): { facts: LivingFacts; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const facts: Record<string, string | null> = { ...NO_LIVING_FACTS };
  for (const fact of LIVING_FACTS) {
    const typed = (text[fact] ?? '').trim();
    const allowed: readonly string[] = LIVING_FACT_VALUES[fact];
    if (typed !== '' && !allowed.includes(typed)) errors[fact] = [factNotListed(fact)];
    else if (!isLand && typed === '') errors[fact] = [factRequired(fact)];
    else facts[fact] = typed === '' ? null : typed;
  }
  return { facts: isLand ? NO_LIVING_FACTS : (facts as LivingFacts), errors: isLand ? {} : errors };
}
