'use client';

import { useRouter } from 'next/navigation';
import { Controller } from 'react-hook-form';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { FileField, SelectField, TextAreaField } from '@/components/sell/controls';
import { Field } from '@/components/ui/Field';
import { advertPaths } from '@/lib/adverts/steps';
import { ADVERT_FILE_ACCEPT } from '@/lib/forms/advert-file-type';
import {
  advertCategories,
  advertDocumentSchema,
  emptyAdvertDocument,
  toAdvertFormData,
} from '@/lib/forms/advert';
import { formatNaira } from '@/lib/format/naira';
import { advertText, sponsoredText } from '@/lib/messages/adverts';
import { advertResponseSchema } from '@/lib/vst/adverts';
import type { SubscriptionType } from '@/lib/vst/payments';
import styles from './Adverts.module.css';

const UPLOAD_ACTION = '/api/vst/adverts/uploadAdvertDocument';

/**
 * The advert upload (/advert/upload): the price is the chosen plan's, shown read-only and never
 * sent (the provider prices the advert from the plan id). A failure keeps every value and the file.
 */
export function AdvertUploadForm({ plan, labelledBy }: { plan: SubscriptionType; labelledBy: string }) {
  const router = useRouter();
  const state = useServerForm({
    schema: advertDocumentSchema,
    defaultValues: { ...emptyAdvertDocument, file: [], subscription_id: plan.subscriptionID },
    action: UPLOAD_ACTION,
    multipart: toAdvertFormData,
    response: advertResponseSchema,
    // The next step's URL names the advert, so a reload or a later visit finds it again.
    onSuccess: ({ advert }) => router.push(advertPaths.uploaded(advert.advertID)),
    // A refused plan has no field of its own on the page: its message goes in the banner.
    describeFailure: (failure) => (failure.fieldErrors?.subscription_id ? advertText.unknownPlan : failure.message),
  });
  const { form, field } = state;

  return (
    <ServerForm state={state} submitLabel={advertText.uploadSubmit} progressLabel={advertText.uploading} labelledBy={labelledBy}>
      <div className={styles.columns}>
        <SelectField label={advertText.categoryLabel} options={advertCategories} placeholder={advertText.categoryPlaceholder} required {...field('category')} />
        <Field label={advertText.titleLabel} required maxLength={120} {...field('title')} />
        <Field label={advertText.priceLabel} readOnly value={formatNaira(plan.amount)} hint={`${plan.title} · ${advertText.duration(plan.duration)}`} />
      </div>
      <TextAreaField label={advertText.descriptionLabel} required {...field('description')} />
      <Field label={sponsoredText.linkLabel} type="url" inputMode="url" autoComplete="url" maxLength={500} hint={sponsoredText.linkHint} {...field('link')} />
      <Controller
        control={form.control}
        name="file"
        render={({ field: { ref, onBlur, onChange, name }, fieldState }) => (
          <FileField
            ref={ref}
            name={name}
            label={advertText.fileLabel}
            hint={advertText.fileHint}
            accept={ADVERT_FILE_ACCEPT}
            required
            error={fieldState.error?.message}
            onBlur={onBlur}
            onChange={(event) => onChange(Array.from(event.target.files ?? []))}
          />
        )}
      />
    </ServerForm>
  );
}
