/**
 * Provider extension (docs/provider-contract.md, "Sitemap"): what the sitemap lists, by id range.
 * `sitemap/ranges` counts the listed properties and their advertisers per range; `sitemap/properties`
 * and `sitemap/advertisers` read one range each, so a sitemap file never reads every listing.
 */
import { z } from 'zod';
import { advertiserRefSchema } from './advertiser-ref';

const rangeCountSchema = z.object({ range: z.number().int().nonnegative(), count: z.number().int().positive() });
export type RangeCount = z.infer<typeof rangeCountSchema>;

export const sitemapRangesResponseSchema = z.object({
  size: z.number().int().positive(),
  properties: z.array(rangeCountSchema),
  advertisers: z.array(rangeCountSchema),
});

export const sitemapPropertiesResponseSchema = z.object({
  properties: z.array(z.object({ id: z.number().int().positive(), date_created: z.string() })),
});

export const sitemapAdvertisersResponseSchema = z.object({ advertisers: z.array(advertiserRefSchema) });
