/**
 * Provider extension (docs/provider-contract.md, "Town prices"): `prices/towns` and `prices/town`, the
 * town price pages' data. A provider without them answers 404: no pages, no links, no sitemap entries.
 */
import { z } from 'zod';
import { namedSchema } from './common';
import { townFactsSchema } from './living-facts';

const naira = z.number().int().nonnegative();
const count = z.number().int().nonnegative();

/** What a state or town slug may look like (the provider makes them; anything else names nothing). */
export const PLACE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.string().regex(PLACE_SLUG_PATTERN);

export const priceTownSchema = namedSchema.extend({
  slug,
  city: namedSchema,
  state: namedSchema.extend({ slug }),
});
export type PriceTown = z.infer<typeof priceTownSchema>;

export const spreadSchema = z.object({ median: naira, lower_quartile: naira, upper_quartile: naira });
export type Spread = z.infer<typeof spreadSchema>;

export const townPriceGroupSchema = z.object({
  transaction_type: z.enum(['BUY', 'RENT']),
  property_type: namedSchema,
  /** Null: every bedroom count of the type together. */
  bedrooms: count.nullable(),
  listings: count,
  price: spreadSchema.nullable(),
  with_area: count,
  price_per_sqm: spreadSchema.nullable(),
});
export type TownPriceGroup = z.infer<typeof townPriceGroupSchema>;

/** `prices/towns`: the towns with listings, for the sitemap and the links to their pages. */
export const priceTownsResponseSchema = z.object({
  towns: z.array(priceTownSchema.extend({ listings: count, has_figures: z.boolean() })),
});
export type PriceTownEntry = z.infer<typeof priceTownsResponseSchema>['towns'][number];

/** `prices/town?state&town`: one town's groups. */
export const townPricesResponseSchema = z.object({
  town: priceTownSchema,
  listings: count,
  groups: z.array(townPriceGroupSchema),
  /** Extension ("Living here"): the town's share of homes by band and by flooding; absent on a provider without it. */
  living_facts: townFactsSchema.optional(),
});
export type TownPrices = z.infer<typeof townPricesResponseSchema>;
