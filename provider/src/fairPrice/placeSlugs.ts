/**
 * The URL names of states and towns on the town price pages (`/prices/lagos/lekki-phase-1`). The
 * reference data has no slugs, so they are made from the names; the rules are in
 * docs/provider-contract.md ("Town prices") so that another provider can answer the same addresses.
 */

/** 'Lekki Phase 1' → 'lekki-phase-1', 'Ọ̀yọ́' → 'oyo': lower case ASCII letters and digits joined by dashes. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Slugs unique among `places` (the states, or the towns of one state): in id order, the first place
 * of a name keeps the plain slug and a later namesake adds its id ('ikeja-2731'), so a place added
 * later never changes an address already published. A name with no letters or digits is its id.
 */
export function withSlugs<Place extends { id: number; name: string }>(places: Place[]): (Place & { slug: string })[] {
  const taken = new Set<string>();
  return [...places]
    .sort((a, b) => a.id - b.id)
    .map((place) => {
      const plain = slugOf(place.name) || String(place.id);
      const slug = taken.has(plain) ? `${plain}-${place.id}` : plain;
      taken.add(slug);
      return { ...place, slug };
    });
}

/** What a slug may look like; anything else cannot name a place. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
