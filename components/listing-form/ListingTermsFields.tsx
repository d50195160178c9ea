'use client';

import { useEffect } from 'react';
import { useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/property-detail/SelectField';
import { Field } from '@/components/ui/Field';
import type { ListingInput, ListingValues } from '@/lib/forms/listing';
import { emptyListingTerms, unitField } from '@/lib/forms/listing-terms';
import { formatNaira } from '@/lib/format/naira';
import { moveInText, titleText } from '@/lib/messages/listing-terms';
import { moveInCost, moveInFeeKinds, typedFee, type MoveInFees } from '@/lib/move-in/costs';
import { titleTypes } from '@/lib/vst/listing-terms';
import styles from './ListingForm.module.css';

type ListingFormApi = UseFormReturn<ListingInput, unknown, ListingValues>;

const unitOptions = [
  { value: 'naira', label: moveInText.naira },
  { value: 'percent', label: moveInText.percent },
];
const titleOptions = titleTypes.map((type) => ({ value: type, label: titleText.names[type] }));
const feeFields = moveInFeeKinds.flatMap((kind) => [kind, unitField(kind)]);

/**
 * A rent's fees on moving in, with the total as the owner types, and the title of a sale or of land.
 * A part that does not apply is hidden and emptied, so a sale never sends a rent's fees.
 */
export function ListingTermsFields({ form, landTypeIds }: { form: ListingFormApi; landTypeIds: string[] }) {
  const watched = useWatch({ control: form.control, name: ['for_sale', 'property_type_id', 'price', 'state_id', ...feeFields] as Path<ListingInput>[] });
  const [deal, typeId, price, stateId, ...feeValues] = watched.map((value) => (typeof value === 'string' ? value : ''));
  const isRent = deal === 'rent';
  const asksTitle = deal === 'sale' || landTypeIds.includes(typeId ?? '');

  useEffect(() => {
    const clear = (names: string[]) =>
      names.forEach((name) => {
        const field = name as keyof typeof emptyListingTerms;
        if (form.getValues(field as Path<ListingInput>) !== emptyListingTerms[field]) form.setValue(field as Path<ListingInput>, emptyListingTerms[field]);
      });
    if (deal && !isRent) clear(feeFields);
    if (deal && !asksTitle) clear(['title']);
  }, [deal, isRent, asksTitle, form]);

  const errorOf = (name: string) => form.getFieldState(name as Path<ListingInput>, form.formState).error?.message;
  const fees: MoveInFees = Object.fromEntries(moveInFeeKinds.map((kind, index) => [kind, typedFee(feeValues[index * 2], feeValues[index * 2 + 1])]));
  const rent = Number((price ?? '').replace(/\D/g, ''));
  const cost = rent > 0 ? moveInCost(rent, fees, Number(stateId)) : null;

  return (
    <>
      {isRent ? (
        <fieldset className={styles.group} data-testid="move-in-fees">
          <legend>{moveInText.feesLegend}</legend>
          <p className={styles.hint}>{moveInText.feesHint}</p>
          <div className={styles.columns}>
            {moveInFeeKinds.map((kind) => (
              <div key={kind} className={styles.feeRow}>
                <Field label={moveInText.feeLabels[kind]} inputMode="decimal" {...form.register(kind)} error={errorOf(kind)} />
                <SelectField
                  label={moveInText.unitLabel(moveInText.feeLabels[kind])}
                  placeholder={moveInText.chooseUnit}
                  options={unitOptions}
                  {...form.register(unitField(kind))}
                  error={errorOf(unitField(kind))}
                />
              </div>
            ))}
          </div>
          <div aria-live="polite" className={styles.moveInTotal} data-testid="move-in-total">
            {cost ? (
              <>
                <p>
                  <strong>{moveInText.total(formatNaira(cost.total))}</strong>
                  {cost.notStated.length > 0 ? `, ${moveInText.plusNotStated}` : null}
                </p>
                {cost.lines.filter((line) => line.overLimit).map((line) => (
                  <p key={line.kind} className={styles.notice}>{moveInText.overLagosLimit(moveInText.feeLabels[line.kind])}</p>
                ))}
              </>
            ) : rent > 0 ? null : (
              <p className={styles.hint}>{moveInText.enterRentFirst}</p>
            )}
          </div>
        </fieldset>
      ) : null}
      {asksTitle ? (
        <fieldset className={styles.group}>
          <legend>{titleText.heading}</legend>
          <p className={styles.hint}>{titleText.titleHint}</p>
          <div className={styles.columns}>
            <SelectField label={titleText.titleLabel} placeholder={titleText.chooseTitle} options={titleOptions} {...form.register('title')} error={errorOf('title')} />
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
