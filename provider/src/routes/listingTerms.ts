import { z } from 'zod';
import { MOVE_IN_FEE_KINDS, TITLE_TYPES, type MoveInFees, type TitleType } from '../db/schema-terms';
import type { FieldErrors } from '../http/errors';

/**
 * The listing form's terms (contract extension): a rent's move-in fees and the title. Each fee is an
 * optional `<kind>` value with a `<kind>_unit` of `naira` (default) or `percent` (of the annual rent).
 */

export const FEE_NAIRA = 'Must be a whole number of naira (digits only)';
export const FEE_PERCENT = 'Must be a percentage from 0 to 100, with at most two decimals';
export const FEE_UNIT = 'Choose naira or percent';
export const UNKNOWN_TITLE = `Must be one of ${TITLE_TYPES.join(', ')}`;
export const TITLE_REQUIRED = `A sale or land needs its title: one of ${TITLE_TYPES.join(', ')} (none: no title document)`;

export type ListingTerms = { moveInFees: MoveInFees | null; titleType: TitleType | null };

function feeOf(value: string | undefined, unit: string | undefined): { fee?: { unit: 'naira' | 'percent'; value: number }; error?: string } {
  const typed = (value ?? '').trim();
  const chosenUnit = (unit ?? '').trim() || 'naira';
  if (chosenUnit !== 'naira' && chosenUnit !== 'percent') return { error: FEE_UNIT };
  if (typed === '') return {};
  if (chosenUnit === 'naira') {
    const digits = typed.replace(/[\s,₦]/g, '');
    if (!/^\d{1,15}$/.test(digits) || !Number.isSafeInteger(Number(digits))) return { error: FEE_NAIRA };
    return { fee: { unit: 'naira', value: Number(digits) } };
  }
  const percent = typed.replace(/\s|%/g, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(percent) || Number(percent) > 100) return { error: FEE_PERCENT };
  return { fee: { unit: 'percent', value: Number(percent) } };
}

const titleField = z
  .string()
  .trim()
  .optional()
  .transform((text) => (text === '' ? undefined : text))
  .pipe(z.enum(TITLE_TYPES, UNKNOWN_TITLE).optional());

/**
 * Fees count only on a rent (a sale's are dropped: the form asks for them only when renting). A sale
 * and land must name their title, `none` being an answer: a buyer's first question is the title.
 */
export function checkListingTerms(
  text: Record<string, string>,
  { isRent, needsTitle }: { isRent: boolean; needsTitle: boolean },
): { terms: ListingTerms; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fees: MoveInFees = {};
  for (const kind of MOVE_IN_FEE_KINDS) {
    const { fee, error } = feeOf(text[kind], text[`${kind}_unit`]);
    if (error) errors[error === FEE_UNIT ? `${kind}_unit` : kind] = [error];
    else if (fee) fees[kind] = fee;
  }
  const title = titleField.safeParse(text.title);
  if (!title.success) errors.title = [UNKNOWN_TITLE];
  else if (needsTitle && !title.data) errors.title = [TITLE_REQUIRED];
  const moveInFees = isRent && Object.keys(fees).length > 0 ? fees : null;
  return { terms: { moveInFees, titleType: title.success ? (title.data ?? null) : null }, errors };
}
