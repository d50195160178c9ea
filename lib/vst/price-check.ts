/**
 * Provider extension (docs/provider-contract.md, "Fair-price check"): `price_check` on
 * `params/getLocationStatistics`. A provider without it leaves the field out and the page shows no check.
 */
import { z } from 'zod';

const naira = z.number().int().nonnegative();

export const priceCheckSchema = z.object({
  basis: z.enum(['price_per_sqm', 'annual_rent']),
  town: z.object({ id: z.number().int(), name: z.string() }),
  bedrooms: z.number().int().nonnegative().nullable(),
  comparables: z.number().int().nonnegative(),
  median: naira.nullable(),
  lower_quartile: naira.nullable(),
  upper_quartile: naira.nullable(),
  value: naira.nullable(),
  difference_percent: z.number().int().nullable(),
});
export type PriceCheck = z.infer<typeof priceCheckSchema>;
