/**
 * Sponsored slots: the click route's address and the checks on where a click may lead. Shared by the
 * slot (browser side) and the click route (server side).
 */

/** The click route: counts the click, then sends the browser to the advert's stored link. */
export const advertClickPath = (advertId: number) => `/api/adverts/${advertId}/click`;

/** The impressions beacon's route. */
export const ADVERT_IMPRESSIONS_PATH = '/api/adverts/impressions';

/**
 * The most adverts one batch of impressions (or one slot) names; the provider's own ceiling. Here,
 * not beside the zod schemas of lib/vst/adverts.ts, so the browser's beacon ships without zod.
 */
export const SPONSORED_BATCH_MAX = 12;

/**
 * A link an advert may lead to: an absolute http(s) address with no credentials in it, else null.
 * The provider checks this at upload; the click route checks again before it redirects.
 */
export function advertTarget(link: string | null | undefined): URL | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && url.hostname !== '' && url.username === '' && url.password === '' ? url : null;
  } catch {
    return null;
  }
}

/** What the slot shows of the link: its host, without `www.`. */
export const advertHost = (link: string | null | undefined): string | null => advertTarget(link)?.hostname.replace(/^www\./, '') ?? null;
