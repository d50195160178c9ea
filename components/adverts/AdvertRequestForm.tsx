'use client';

import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { FileField, TextAreaField } from '@/components/sell/controls';
import { Field } from '@/components/ui/Field';
import {
  advertRequestSchema,
  emptyAdvertRequest,
  PRODUCT_INFORMATION_MAX,
  toAdvertFormData,
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
  const state = useServerForm({
    schema: advertRequestSchema,
    defaultValues: emptyAdvertRequest,
    action: REQUEST_ACTION,
    multipart: toAdvertFormData,
    resetOnSuccess: true,
    onSuccess: () => {
      toast.success(advertText.requestSuccess);
    },
  });
  const { form, field } = state;
  const productInformation = useWatch({ control: form.control, name: 'productInformation' }) ?? '';

  return (
    <ServerForm state={state} submitLabel={advertText.requestSubmit} progressLabel={advertText.uploading} labelledBy={labelledBy}>
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
    </ServerForm>
  );
}
