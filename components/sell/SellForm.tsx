'use client';

import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@/components/ui/Field';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
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
  type SellValues,
} from '@/lib/forms/sell';
import { sellText } from '@/lib/messages/sell';
import { FileField, RadioGroup, SelectField, TextAreaField } from './controls';
import { uploadWithProgress } from '@/components/forms/uploadWithProgress';
import styles from './Sell.module.css';

const SELL_ACTION = '/api/vst/product/propertySaleContact';
const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp,image/gif';

const ownershipOptions = [
  { value: 'owner', label: sellText.owner },
  { value: 'agent', label: sellText.agent },
  { value: 'other', label: sellText.other },
] as const;

/**
 * The sell enquiry (spec 5). A failed send keeps every value and every chosen file (the file inputs
 * are never cleared except after a success); progress is shown while the files upload.
 */
export function SellForm({ labelledBy }: { labelledBy: string }) {
  const form = useForm<SellInput, unknown, SellValues>({
    resolver: zodResolver(sellSchema),
    defaultValues: { ...emptySellForm, proof_of_ownership: [], photo: [] },
  });
  const bannerRef = useRef<HTMLDivElement>(null);
  const [banner, setBanner] = useState<{ message: string; takesFocus: boolean } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';

  useEffect(() => {
    if (banner?.takesFocus) bannerRef.current?.focus();
  }, [banner]);

  const errorOf = (name: Path<SellInput>) => form.getFieldState(name, form.formState).error?.message;
  const field = (name: Path<SellInput>) => ({ ...form.register(name), error: errorOf(name) });

  const onSubmit = form.handleSubmit(async (values, event) => {
    setBanner(null);
    setProgress(0);
    const result = await uploadWithProgress(SELL_ACTION, toSellFormData(values), setProgress);
    setProgress(null);
    if (result.ok) {
      showToast('success', sellText.success);
      form.reset();
      // Native reset empties the file inputs, which react-hook-form does not own.
      (event?.target as HTMLFormElement | undefined)?.reset();
      return;
    }
    const invalid = (Object.keys(emptySellForm) as Path<SellInput>[]).filter((name) => result.fieldErrors?.[name]);
    invalid.forEach((name, index) => form.setError(name, { type: 'server', message: result.fieldErrors?.[name] }, { shouldFocus: index === 0 }));
    setBanner({ message: result.message, takesFocus: invalid.length === 0 });
  });

  const sending = progress !== null;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className={styles.form}>
      {banner ? (
        <div ref={bannerRef} tabIndex={-1} className={styles.banner}>
          <Alert tone="error">{banner.message}</Alert>
        </div>
      ) : null}

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

      {sending ? (
        <div className={styles.progress}>
          <label htmlFor="sell-progress">{sellText.uploading}</label>
          <progress id="sell-progress" max={1} value={progress}>{Math.round(progress * 100)}%</progress>
        </div>
      ) : null}
      <Button type="submit" block pending={sending || form.formState.isSubmitting}>{sellText.submit}</Button>
    </form>
  );
}
