/**
 * The listing form's living facts (provider extension): light, meter, backup, water, flooding, road and
 * security, each one answer of a fixed list, asked of every home and never of land. Shared by the
 * browser form and the BFF, like the rest of lib/forms/listing.ts.
 */
import { z } from 'zod';
import { livingFactsText as text } from '@/lib/messages/living-facts';
import { livingFacts, livingFactValues, type LivingFact, type LivingFacts } from '@/lib/vst/living-facts';

// An empty choice is no answer: the browser asks for one below; the provider refuses a home without.
const answer = (fact: LivingFact) => z.string().refine((value) => value === '' || (livingFactValues[fact] as readonly string[]).includes(value), text.unknown).optional();

export const livingFactsShape = Object.fromEntries(livingFacts.map((fact) => [fact, answer(fact)])) as Record<LivingFact, ReturnType<typeof answer>>;

type FactValues = { [Fact in LivingFact]?: string } & { property_type_id?: string };

/**
 * A home must answer every fact. Which types are land comes from the form's lists, which the browser
 * has; without them (the BFF) the provider, which knows, says so under each field.
 */
export function checkLivingFactsAnswered(landTypeIds: readonly string[] | undefined) {
  return (values: FactValues, context: z.RefinementCtx): void => {
    if (!landTypeIds || landTypeIds.includes(values.property_type_id ?? '')) return;
    for (const fact of livingFacts) {
      if (!values[fact]) context.addIssue({ code: 'custom', path: [fact], message: text.required(text.labels[fact]) });
    }
  };
}

export const emptyLivingFacts = Object.fromEntries(livingFacts.map((fact) => [fact, ''])) as Record<LivingFact, string>;

/** The edit form's facts: what the provider describes, an unstated one left for the owner to choose. */
export function livingFactsFromProperty(property: { living_facts?: LivingFacts | null }): Record<LivingFact, string> {
  return Object.fromEntries(livingFacts.map((fact) => [fact, property.living_facts?.[fact] ?? ''])) as Record<LivingFact, string>;
}

/** A home whose owner has not stated every fact (listed before the form asked); land and a provider without facts are not. */
export function lacksLivingFacts(property: { living_facts?: Partial<LivingFacts> | null }): boolean {
  const facts = property.living_facts;
  return Boolean(facts) && Object.values(facts ?? {}).some((value) => value === null);
}

/** A member's agreement or disagreement with one fact of a home (`facts/answer`). */
export const factAnswerPayloadSchema = z.object({
  property_id: z.number().int().positive(),
  fact: z.enum(livingFacts),
  agrees: z.boolean(),
});
export type FactAnswerPayload = z.infer<typeof factAnswerPayloadSchema>;
