import 'server-only';
import { VARIANT_WIDTHS } from '@/lib/images/variants';

/**
 * What one request for a variant gets, decided from its headers. The page's HTML is
 * cached and shared, so it names one set of variants for everyone; what differs per visitor is
 * decided here, and the response says `Vary` on both headers read.
 *
 * - Format: WebP for every browser that says it takes it (all current ones); JPEG otherwise. No AVIF:
 *   on this kind of machine libvips encodes it many times slower than WebP (docs/quality.md, "Pictures"),
 *   a cost every first view of a new photo would wait for.
 * - Save-Data: about 60 % of the width asked for, at lower quality: a picture a little soft on a dense
 *   screen, for a fraction of the bytes.
 */

export type VariantFormat = 'webp' | 'jpeg';
export type VariantChoice = { width: number; format: VariantFormat; quality: number };

export const VARIANT_VARY = 'Accept, Save-Data';
const QUALITY = 75;
const SAVE_DATA_QUALITY = 45;
const SAVE_DATA_WIDTH_SHARE = 0.6;

/**
 * A variant at the standard quality, the one the provider makes at upload for the widths the listing
 * photos are shown at (docs/provider-contract.md, "Photo variants"); Save-Data's are made here.
 */
export const isStandardQuality = (choice: VariantChoice) => choice.quality === QUALITY;

export function isVariantWidth(width: number): boolean {
  return (VARIANT_WIDTHS as readonly number[]).includes(width);
}

/**
 * True when `Accept` names the type with a quality above zero. `image/*` and `*\/*` are no promise:
 * browsers without WebP send them too.
 */
export function accepts(accept: string | null, type: string): boolean {
  if (!accept) return false;
  return accept.split(',').some((entry) => {
    const [range, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (range !== type) return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** `Save-Data: on` (the only value browsers send; parameters after it allowed). */
export function wantsSavedData(saveData: string | null): boolean {
  return /^\s*on\s*(;|$)/i.test(saveData ?? '');
}

/** The widest allowed width within the share of the one asked for, and never below the smallest. */
function savedDataWidth(width: number): number {
  const target = width * SAVE_DATA_WIDTH_SHARE;
  const fitting = VARIANT_WIDTHS.filter((candidate) => candidate <= target);
  return fitting.at(-1) ?? VARIANT_WIDTHS[0];
}

export function chooseVariant(width: number, headers: Headers): VariantChoice {
  const format: VariantFormat = accepts(headers.get('accept'), 'image/webp') ? 'webp' : 'jpeg';
  if (wantsSavedData(headers.get('save-data'))) return { width: savedDataWidth(width), format, quality: SAVE_DATA_QUALITY };
  return { width, format, quality: QUALITY };
}
