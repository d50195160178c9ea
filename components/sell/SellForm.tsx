'use client';

import { Controller, useWatch, type Path } from 'react-hook-form';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { Field } from '@/components/ui/Field';
import { showToast } from '@/components/ui/showToast';
import {
  emptySellForm,
  houseTypes,
  SELL_DESCRIPTION_MAX,
  sellFileFields,
  sellSchema,
  sellTitles,
  toSellFormData,
  type SellInput,
} from '@/lib/forms/sell';
import { sellText } from '@/lib/messages/sell';
import { FileField, RadioGroup, SelectField, TextAreaField } from './controls';
import styles from './Sell.module.css';

const SELL_ACTION = '/api/vst/product/propertySaleContact';
const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp,image/gif';

const ownershipOptions = [
  { value: 'owner', label: sellText.owner },
  { value: 'agent', label: sellText.agent },
  { value: 'other', label: sellText.other },
] as const;

/**
 * The sell enquiry. A failed send keeps every value and every chosen file (the file inputs
 * are never cleared except after a success); progress is shown while the files upload.
 */
export function SellForm({ labelledBy }: { labelledBy: string }) {
  const state = useServerForm({
    schema: sellSchema,
    defaultValues: { ...emptySellForm, proof_of_ownership: [], photo: [] },
    action: SELL_ACTION,
    multipart: toSellFormData,
    resetOnSuccess: true,
    onSuccess: () => showToast('success', sellText.success),
  });
  const { form, field } = state;
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const errorOf = (name: Path<SellInput>) => form.getFieldState(name, form.formState).error?.message;

  return (
    <ServerForm state={state} submitLabel={sellText.submit} progressLabel={sellText.uploading} labelledBy={labelledBy}>

      <fieldset className={styles.group}>
        <legend>{sellText.contactLegend}</legend>
        <div className={styles.columns}>
          <SelectField label={sellText.titleLabel} options={sellTitles} placeholder={sellText.titlePlaceholder} {...field('title')} />
          <Field label={sellText.firstNameLabel} autoComplete="given-name" {...field('firstName')} />
          <Field label={sellText.middleNameLabel} autoComplete="additional-name" {...field('middleName')} />
          <Field label={sellText.lastNameLabel} autoComplete="family-name" {...field('lastName')} />
          <Field label={sellText.emailLabel} type="email" autoComplete="email" inputMode="email" required {...field('email')} />
          <Field label={sellText.phoneLabel} type="tel" autoComplete="tel" required {...field('phoneNumber')} />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{sellText.propertyLegend}</legend>
        <div className={styles.columns}>
          <Field label={sellText.locationLabel} required maxLength={25} {...field('propertyAddress')} />
          <SelectField label={sellText.houseTypeLabel} options={houseTypes} placeholder={sellText.houseTypePlaceholder} required {...field('houseType')} />
          <Field label={sellText.priceLabel} inputMode="numeric" required {...field('price')} />
        </div>
        <TextAreaField
          label={sellText.descriptionLabel}
          required
          hint={<span className={description.length > SELL_DESCRIPTION_MAX ? styles.over : undefined}>{sellText.characterCount(description.length, SELL_DESCRIPTION_MAX)}</span>}
          {...field('description')}
        />
        <RadioGroup
          label={sellText.ownershipLegend}
          name="ownership"
          options={ownershipOptions}
          error={errorOf('ownership')}
          inputProps={form.register('ownership')}
        />
        {sellFileFields.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field: { ref, onBlur, onChange, value }, fieldState }) => (
              <FileField
                ref={ref}
                name={name}
                label={name === 'photo' ? sellText.photoLabel : sellText.proofLabel}
                hint={[name === 'photo' ? sellText.photoHint : sellText.proofHint, value.length > 0 ? sellText.chosenFiles(value.length) : ''].filter(Boolean).join(' ')}
                accept={ACCEPTED_IMAGES}
                multiple
                required
                error={fieldState.error?.message}
                onBlur={onBlur}
                onChange={(event) => onChange(Array.from(event.target.files ?? []))}
              />
            )}
          />
        ))}
      </fieldset>

    </ServerForm>
  );
}
