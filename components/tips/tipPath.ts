/** Every article has its own URL, by slug (DESIGN.md departures). */
export function tipPath(tip: { slug: string }): string {
  return `/tipsandguides/${encodeURIComponent(tip.slug)}`;
}
