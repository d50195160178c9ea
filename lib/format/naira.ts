/**
 * Naira amounts as the product shows them: no decimals, thousands separators.
 * Provider payloads carry prices as numbers or digit strings, so both are accepted.
 */
const wholeNaira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** A finite number from a number or a numeric string ('1250000', '1,250,000', '1250000.50'), else null. */
function toAmount(amount: number | string | null | undefined): number | null {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : null;
  if (typeof amount !== 'string') return null;
  const plain = amount.replace(/[,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return null;
  return Number(plain);
}

function formatWith(prefix: string, amount: number | string | null | undefined): string {
  const value = toAmount(amount);
  if (value === null) return '';
  const rounded = Math.round(value);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${prefix}${wholeNaira.format(Math.abs(rounded))}`;
}

/** 'NGN 1,250,000'; '' when the amount is missing or not a number. */
export function formatNaira(amount: number | string | null | undefined): string {
  return formatWith('NGN ', amount);
}

/** '₦1,250,000' for tight spaces; '' when the amount is missing or not a number. */
export function formatNairaSymbol(amount: number | string | null | undefined): string {
  return formatWith('₦', amount);
}
