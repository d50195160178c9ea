/**
 * An advertiser as cards and pages name them (contract "Advertiser profiles", this contract's own
 * extension), and the address of their profile.
 */
import { z } from 'zod';

export const advertiserRefSchema = z.object({ id: z.number().int().positive(), name: z.string(), slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) });
export type AdvertiserRef = z.infer<typeof advertiserRefSchema>;

/** `/advertisers/{id}-{slug}`: the id finds the advertiser, the slug only reads well (a wrong one redirects). */
export const advertiserPath = (advertiser: Pick<AdvertiserRef, 'id' | 'slug'>) => `/advertisers/${advertiser.id}-${advertiser.slug}`;

/** The id at the start of the profile's path segment (`12-ada-obi`, or `12` alone); null when there is none. */
export function advertiserIdOf(segment: string): number | null {
  const match = /^([1-9]\d{0,9})(?:-[a-z0-9-]{0,200})?$/.exec(segment);
  return match ? Number(match[1]) : null;
}
