import 'server-only';
import { cache } from 'react';
import { townPricesPath } from '@/lib/fair-price/town-prices';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import { priceTownsResponseSchema, townPricesResponseSchema, type PriceTownEntry } from '@/lib/vst/town-prices';
import { isExtensionMissing, vstGet } from './client';

/**
 * The town price pages' reads (provider extension "Town prices"). Both are public and cached under the
 * tag every listing read carries, not the lists' own: every property page reads the towns for its link,
 * so one member's change to a listing must not expire them; they follow their own interval instead.
 * A provider without the extension: no pages, no links.
 */

export const getTownPrices = cache((state: string, town: string) =>
  vstGet('prices/town', {
    query: { state, town },
    schema: townPricesResponseSchema,
    revalidate: revalidateSeconds.prices,
    tags: [cacheTags.properties],
  }),
);

const getPriceTowns = cache(() =>
  vstGet('prices/towns', { schema: priceTownsResponseSchema, revalidate: revalidateSeconds.prices, tags: [cacheTags.properties] }),
);

/**
 * The towns whose page gives at least one figure, for the sitemap and the links to them. Empty when
 * the provider lacks the extension; a failed read is empty too (logged), as links are an extra.
 */
export async function townsWithPrices(): Promise<PriceTownEntry[]> {
  const result = await getPriceTowns();
  if (result.ok) return result.data.towns.filter((town) => town.has_figures);
  if (!isExtensionMissing(result.status)) console.error(`[town-prices] the towns could not be read: ${result.status} ${result.detail}`);
  return [];
}

/** The price page of a town, when it has one worth linking to. */
export async function townPricesHref(townId: number | undefined): Promise<string | null> {
  if (townId === undefined) return null;
  const town = (await townsWithPrices()).find((candidate) => candidate.id === townId);
  return town ? townPricesPath(town) : null;
}
