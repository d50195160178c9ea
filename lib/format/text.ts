/**
 * Shortening of card texts: a text longer than `limit` characters is cut to its
 * first `cutAt` characters followed by two dots. Counting is by code point, so an emoji or other
 * astral character is never split in half.
 */
export type TruncateRule = { limit: number; cutAt: number };

/** Listing card names and addresses: longer than 15 becomes the first 13 plus '..'. */
export const cardText: TruncateRule = { limit: 15, cutAt: 13 };
/** Featured card names: longer than 200 becomes the first 19 plus '..' (the long-standing pair, kept). */
export const featuredName: TruncateRule = { limit: 200, cutAt: 19 };
/** Featured card addresses: longer than 40 becomes the first 25 plus '..'. */
export const featuredAddress: TruncateRule = { limit: 40, cutAt: 25 };

export function truncate(text: string | null | undefined, { limit, cutAt }: TruncateRule): string {
  if (!text) return '';
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  // Trailing spaces before the dots read as a gap ('Lekki Phase ..'), so they are dropped.
  return `${characters.slice(0, cutAt).join('').trimEnd()}..`;
}
