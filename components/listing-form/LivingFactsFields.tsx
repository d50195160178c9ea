'use client';

import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/property-detail/SelectField';
import type { ListingInput, ListingValues } from '@/lib/forms/listing';
import { livingFactsText as text } from '@/lib/messages/living-facts';
import { livingFacts, livingFactValues, type LivingFact } from '@/lib/vst/living-facts';
import styles from './ListingForm.module.css';

type ListingFormApi = UseFormReturn<ListingInput, unknown, ListingValues>;

const optionsOf = (fact: LivingFact) =>
  (livingFactValues[fact] as readonly string[]).map((value) => ({ value, label: (text.names[fact] as Record<string, string>)[value] ?? value }));

/**
 * Light, water, flooding and the rest, asked of every home; hidden and emptied for land, which is not
 * lived in. Each question says in a line what its answers mean.
 */
export function LivingFactsFields({ form, landTypeIds }: { form: ListingFormApi; landTypeIds: string[] }) {
  const typeId = useWatch({ control: form.control, name: 'property_type_id' });
  const isLand = landTypeIds.includes(typeId ?? '');

  useEffect(() => {
    if (!isLand) return;
    for (const fact of livingFacts) if (form.getValues(fact)) form.setValue(fact, '');
  }, [isLand, form]);

  if (isLand) return null;
  const errorOf = (fact: LivingFact) => form.getFieldState(fact, form.formState).error?.message;
  return (
    <fieldset className={styles.group} data-testid="living-facts-fields">
      <legend>{text.legend}</legend>
      <p className={styles.hint}>{text.legendHint}</p>
      <div className={styles.columns}>
        {livingFacts.map((fact) => (
          <SelectField
            key={fact}
            label={text.labels[fact]}
            hint={text.hints[fact]}
            placeholder={text.choose}
            options={optionsOf(fact)}
            required
            {...form.register(fact)}
            error={errorOf(fact)}
          />
        ))}
      </div>
    </fieldset>
  );
}
