'use client';

import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { uploadWithProgress } from '@/components/forms/uploadWithProgress';
import { FileField, TextAreaField } from '@/components/sell/controls';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import {
  advertRequestSchema,
  emptyAdvertRequest,
  PRODUCT_INFORMATION_MAX,
  toAdvertFormData,
  type AdvertRequestInput,
  type AdvertRequestValues,
} from '@/lib/forms/advert';
import { advertText } from '@/lib/messages/adverts';
import styles from './Adverts.module.css';

const REQUEST_ACTION = '/api/vst/params/createCustomerAdvert';
const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * ADVERTISE WITH US (spec 5, 8). A failed send keeps every value and the chosen image (the file input
 * is cleared only after a success) and shows the server's Detail, or 'Server Error, please try again'.
 */
export function AdvertRequestForm({ labelledBy }: { labelledBy: string }) {
  const form = useForm<AdvertRequestInput, unknown, AdvertRequestValues>({
    resolver: zodResolver(advertRequestSchema),
    defaultValues: emptyAdvertRequest,
  });
  const bannerRef = useRef<HTMLDivElement>(null);
  const [banner, setBanner] = useState<{ message: string; takesFocus: boolean } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const productInformation = useWatch({ control: form.control, name: 'productInformation' }) ?? '';

  useEffect(() => {
    if (banner?.takesFocus) bannerRef.current?.focus();
  }, [banner]);

  const field = (name: Path<AdvertRequestInput>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });

  const onSubmit = form.handleSubmit(async (values, event) => {
    setBanner(null);
    setProgress(0);
    const result = await uploadWithProgress(REQUEST_ACTION, toAdvertFormData(values), setProgress);
    setProgress(null);
    if (result.ok) {
      toast.success(advertText.requestSuccess);
      form.reset();
      // Native reset empties the file input, which react-hook-form does not own.
      (event?.target as HTMLFormElement | undefined)?.reset();
      return;
    }
    const invalid = (Object.keys(emptyAdvertRequest) as Path<AdvertRequestInput>[]).filter((name) => result.fieldErrors?.[name]);
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
      <div className={styles.columns}>
        <Field label={advertText.firstNameLabel} autoComplete="given-name" required {...field('firstName')} />
        <Field label={advertText.lastNameLabel} autoComplete="family-name" required {...field('lastName')} />
        <Field label={advertText.emailLabel} type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        <Field label={advertText.phoneLabel} type="tel" autoComplete="tel" required {...field('phoneNumber')} />
        <Field label={advertText.companyNameLabel} autoComplete="organization" required {...field('companyName')} />
        <Field label={advertText.companyWebsiteLabel} type="url" inputMode="url" autoComplete="url" {...field('companyWebsite')} />
      </div>
      <Controller
        control={form.control}
        name="advert_image"
        render={({ field: { ref, onBlur, onChange, name }, fieldState }) => (
          <FileField
            ref={ref}
            name={name}
            label={advertText.advertImageLabel}
            hint={advertText.advertImageHint}
            accept={ACCEPTED_IMAGES}
            required
            error={fieldState.error?.message}
            onBlur={onBlur}
            onChange={(event) => onChange(Array.from(event.target.files ?? []))}
          />
        )}
      />
      <TextAreaField
        label={advertText.productInformationLabel}
        placeholder={advertText.productInformationPlaceholder}
        required
        hint={
          <span className={productInformation.length > PRODUCT_INFORMATION_MAX ? styles.over : undefined}>
            {advertText.characterCount(productInformation.length, PRODUCT_INFORMATION_MAX)}
          </span>
        }
        {...field('productInformation')}
      />
      {sending ? (
        <div className={styles.progress}>
          <label htmlFor="advert-request-progress">{advertText.uploading}</label>
          <progress id="advert-request-progress" max={1} value={progress}>{Math.round(progress * 100)}%</progress>
        </div>
      ) : null}
      <Button type="submit" block pending={sending || form.formState.isSubmitting}>{advertText.requestSubmit}</Button>
    </form>
  );
}
