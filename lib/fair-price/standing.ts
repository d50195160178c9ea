import { fairPriceText } from '@/lib/messages/fair-price';
import type { PriceCheck } from '@/lib/vst/price-check';

/** Fewer comparables than this give no figure: a handful of listings says little about a town. */
export const MIN_COMPARABLES = 5;
/** A price below this share of the median is more likely a lure than a bargain. */
export const CAUTION_BELOW_SHARE = 0.5;

export type Standing =
  | { kind: 'too_few'; text: string }
  | { kind: 'figure'; text: string; detail: string; caution: boolean };

/** Where a listing stands among its town's similar listings, as the property page says it. */
export function priceStanding(check: PriceCheck, propertyType: string): Standing {
  const noun = propertyType === 'Residential' ? 'homes' : 'listings';
  const { median, lower_quartile: low, upper_quartile: high, value, difference_percent: percent } = check;
  if (check.comparables < MIN_COMPARABLES || median === null || low === null || high === null || value === null || percent === null) {
    return { kind: 'too_few', text: fairPriceText.tooFew(check.comparables, noun, check.town.name) };
  }
  const detail =
    check.basis === 'price_per_sqm'
      ? `${fairPriceText.medianPerSqm(median, low, high)} ${fairPriceText.thisPerSqm(value)}`
      : fairPriceText.medianRent(median, low, high, check.bedrooms ?? 0);
  return {
    kind: 'figure',
    text: fairPriceText.standing(percent, check.comparables, noun, check.town.name),
    detail,
    caution: value < median * CAUTION_BELOW_SHARE,
  };
}
