/**
 * Registration numbers an agent gives, checked for shape only (staff check them against the
 * registers): CAC numbers are RC (companies) or BN (business names) and 1 to 8 digits, written
 * with or without a space or dash (RC123456, rc 123456, BN-1234567 all read as RC…/BN…); LASRERA
 * numbers are 5 to 40 letters, digits, slashes and dashes with at least one digit
 * (LASRERA/AG/2024/00123).
 */
export const CAC_FORMAT = 'Enter a CAC number such as RC123456 or BN1234567';
export const LASRERA_FORMAT = 'Enter the LASRERA number as printed, such as LASRERA/AG/2024/00123';

export function cacNumber(input: string): string | null {
  const match = /^(RC|BN)[\s-]?(\d{1,8})$/i.exec(input.trim());
  return match ? `${match[1]!.toUpperCase()}${match[2]}` : null;
}

export function lasreraNumber(input: string): string | null {
  const compact = input.trim().replace(/\s+/g, '').toUpperCase();
  return /^[A-Z0-9/-]{5,40}$/.test(compact) && /\d/.test(compact) ? compact : null;
}
