/**
 * Naira amounts as the product shows them: the naira sign, no decimals, thousands separators
 * ('₦45,000,000'). Machine-readable data (JSON-LD
 * `priceCurrency`, form values) keeps the ISO code NGN. Screen readers announce ₦ by its Unicode name
 * ("naira"). Provider payloads carry prices as numbers or digit strings, so both are accepted.
 */
import type { TransactionType } from '@/lib/vst/property';

const wholeNaira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** A finite number from a number or a numeric string ('1250000', '1,250,000', '1250000.50'), else null. */
function toAmount(amount: number | string | null | undefined): number | null {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : null;
  if (typeof amount !== 'string') return null;
  const plain = amount.replace(/[,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return null;
  return Number(plain);
}

/** '₦1,250,000'; '' when the amount is missing or not a number. */
export function formatNaira(amount: number | string | null | undefined): string {
  const value = toAmount(amount);
  if (value === null) return '';
  const rounded = Math.round(value);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}₦${wholeNaira.format(Math.abs(rounded))}`;
}

/** A listing's price: a sale price as it is, a rent with its period ('₦2,500,000 / year': Nigerian rents are quoted per year). */
export function formatListingPrice(amount: number | string | null | undefined, transactionType: TransactionType): string {
  const price = formatNaira(amount);
  return price && transactionType === 'RENT' ? `${price} / year` : price;
}
