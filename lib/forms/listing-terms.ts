/**
 * The listing form's terms (provider extension): a rent's move-in fees, each an amount in naira or a
 * percentage of the annual rent, and the title. Shared by the browser form and the BFF, like the rest
 * of lib/forms/listing.ts.
 */
import { z } from 'zod';
import { feeUnits, moveInFeeKinds, type MoveInFeeKind, type MoveInFees } from '@/lib/move-in/costs';
import { moveInText, titleText } from '@/lib/messages/listing-terms';
import { titleTypes } from '@/lib/vst/listing-terms';

type UnitField = `${MoveInFeeKind}_unit`;
export const unitField = (kind: MoveInFeeKind): UnitField => `${kind}_unit`;

const feeValue = z.string().trim().max(20, moveInText.feeNaira).optional();
// An empty choice is no choice: the provider then keeps none.
const oneOf = (values: readonly string[], message: string) => z.string().refine((value) => value === '' || values.includes(value), message).optional();
const feeUnit = oneOf(feeUnits, moveInText.chooseUnit);

export const listingTermsShape = {
  ...(Object.fromEntries(moveInFeeKinds.flatMap((kind) => [[kind, feeValue], [unitField(kind), feeUnit]])) as Record<
    MoveInFeeKind,
    typeof feeValue
  > &
    Record<UnitField, typeof feeUnit>),
  title: oneOf(titleTypes, titleText.unknownTitle),
};

type TermsValues = { [Field in keyof typeof listingTermsShape]?: string };

const NAIRA = /^\d{1,15}$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** The amount or percentage must fit its unit: checked across the two fields. */
export function checkFeeValues(values: TermsValues, context: z.RefinementCtx): void {
  for (const kind of moveInFeeKinds) {
    const typed = values[kind]?.trim() ?? '';
    if (typed === '') continue;
    const percent = values[unitField(kind)] === 'percent';
    const plain = typed.replace(percent ? /[\s%]/g : /[\s,₦]/g, '');
    const fits = percent ? PERCENT.test(plain) && Number(plain) <= 100 : NAIRA.test(plain);
    if (!fits) context.addIssue({ code: 'custom', path: [kind], message: percent ? moveInText.feePercent : moveInText.feeNaira });
  }
}

/**
 * A sale must name its title ("No title document" being an answer). Land let out needs one too; the
 * provider, which knows which type is land, says so under the field.
 */
export function checkTitleChosen(values: TermsValues & { for_sale?: string }, context: z.RefinementCtx): void {
  if (values.for_sale === 'sale' && !values.title) context.addIssue({ code: 'custom', path: ['title'], message: titleText.titleRequired });
}

export const emptyListingTerms = {
  ...(Object.fromEntries(moveInFeeKinds.flatMap((kind) => [[kind, ''], [unitField(kind), 'naira']])) as Record<MoveInFeeKind | UnitField, string>),
  title: '',
};

/** The edit form's terms: what the provider describes, as the form's fields. */
export function listingTermsFromProperty(property: { move_in_fees?: MoveInFees | null; title?: { type: string } | null }) {
  const terms = { ...emptyListingTerms };
  for (const kind of moveInFeeKinds) {
    const fee = property.move_in_fees?.[kind];
    if (!fee) continue;
    terms[kind] = String(fee.value);
    terms[unitField(kind)] = fee.unit;
  }
  terms.title = property.title?.type ?? '';
  return terms;
}
