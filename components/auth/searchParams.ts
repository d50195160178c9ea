/** A page's `searchParams` prop in Next 16. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One query value: a repeated parameter counts by its first occurrence, an empty one as absent. */
export function queryValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first || undefined;
}
