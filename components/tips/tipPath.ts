/** Every article has its own URL, by slug (a departure from the original specification, docs/architecture.md). */
export function tipPath(tip: { slug: string }): string {
  return `/tipsandguides/${encodeURIComponent(tip.slug)}`;
}
