/** Extension ("Living here"): what a home is like to live in, as the provider describes it (docs/provider-contract.md). */
import { z } from 'zod';

export const livingFactValues = {
  electricity_band: ['A', 'B', 'C', 'D', 'E', 'off_grid'],
  meter: ['prepaid', 'postpaid', 'shared', 'none'],
  power_backup: ['generator', 'inverter_solar', 'none'],
  water_source: ['borehole', 'public_supply', 'well', 'tanker', 'none'],
  flooding: ['none', 'street', 'compound', 'inside'],
  road: ['tarred', 'untarred'],
  security: ['gated_estate', 'guards', 'none'],
} as const;

export type LivingFact = keyof typeof livingFactValues;
export const livingFacts = Object.keys(livingFactValues) as LivingFact[];
export type LivingFactValue<Fact extends LivingFact> = (typeof livingFactValues)[Fact][number];

const stated = <Fact extends LivingFact>(fact: Fact) => z.enum(livingFactValues[fact]).nullable();

/** Every fact of a home; each null while its owner has not said. */
export const livingFactsSchema = z.object({
  electricity_band: stated('electricity_band'),
  meter: stated('meter'),
  power_backup: stated('power_backup'),
  water_source: stated('water_source'),
  flooding: stated('flooding'),
  road: stated('road'),
  security: stated('security'),
});
export type LivingFacts = z.infer<typeof livingFactsSchema>;

/**
 * Extension ("Living here"): the listings' filters on living facts, each a `1` flag of
 * `params/filterProperties` and of a saved search's query (which facts and values each takes:
 * docs/provider-contract.md). In the order a listing's URL writes them.
 */
export const livingFilters = ['band_a_or_b', 'prepaid_meter', 'no_flooding', 'water_on_site'] as const;
export type LivingFilter = (typeof livingFilters)[number];

/** A card's two facts: the band and the flooding. */
export const cardLivingFactsSchema = livingFactsSchema.pick({ electricity_band: true, flooding: true });
export type CardLivingFacts = z.infer<typeof cardLivingFactsSchema>;

/** One fact's share of a town's homes: `listings` state it; `shares` null when they are fewer than five. */
const factSharesSchema = <Fact extends LivingFact>(fact: Fact) =>
  z.object({
    listings: z.number().int().nonnegative(),
    shares: z.array(z.object({ value: z.enum(livingFactValues[fact]), listings: z.number().int().positive(), percent: z.number().int().min(0).max(100) })).nullable(),
  });

/** `living_facts` of `prices/town` and `town_facts` of `params/getLocationStatistics`: the town's picture. */
export const townFactsSchema = z.object({ electricity_band: factSharesSchema('electricity_band'), flooding: factSharesSchema('flooding') });
export type TownFacts = z.infer<typeof townFactsSchema>;

/** How many members agree and disagree with each fact: `fact_answers` of a home's PropertyDetail. */
const answerCountSchema = z.object({ agree: z.number().int().nonnegative(), disagree: z.number().int().nonnegative() });
export type FactAnswerCount = z.infer<typeof answerCountSchema>;
export const factAnswerCountsSchema = z.object(Object.fromEntries(livingFacts.map((fact) => [fact, answerCountSchema])) as Record<LivingFact, typeof answerCountSchema>);
export type FactAnswerCounts = z.infer<typeof factAnswerCountsSchema>;

/** A member's own answers: true where they agree, false where they disagree, absent where they gave none. */
const ownAnswersSchema = z.partialRecord(z.enum(livingFacts), z.boolean());

/** `facts/mine?property_id` */
export const ownFactAnswersQuerySchema = z.object({ property_id: z.coerce.number().int().positive() });
export const ownFactAnswersResponseSchema = z.object({ mine: ownAnswersSchema });
export type OwnFactAnswers = z.infer<typeof ownFactAnswersResponseSchema>;

/** `facts/answer`: the listing's counts and the member's answers after this one; `changed` false for a repeat. */
export const factAnswerResponseSchema = z.object({
  Detail: z.string(),
  property_id: z.number().int().positive(),
  changed: z.boolean(),
  fact_answers: factAnswerCountsSchema,
  mine: ownAnswersSchema,
});
