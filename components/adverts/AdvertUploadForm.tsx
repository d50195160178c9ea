'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { uploadWithProgress } from '@/components/forms/uploadWithProgress';
import { FileField, SelectField, TextAreaField } from '@/components/sell/controls';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { advertPaths } from '@/lib/adverts/steps';
import { ADVERT_FILE_ACCEPT } from '@/lib/forms/advert-file-type';
import {
  advertCategories,
  advertDocumentSchema,
  emptyAdvertDocument,
  toAdvertFormData,
  type AdvertDocumentInput,
  type AdvertDocumentValues,
} from '@/lib/forms/advert';
import { formatNaira } from '@/lib/format/naira';
import { messages } from '@/lib/messages';
import { advertText } from '@/lib/messages/adverts';
import { advertResponseSchema } from '@/lib/vst/adverts';
import type { SubscriptionType } from '@/lib/vst/payments';
import styles from './Adverts.module.css';

const UPLOAD_ACTION = '/api/vst/adverts/uploadAdvertDocument';

/**
 * The advert upload (spec 2 "/advert/upload"): the price is the chosen plan's, shown read-only and never
 * sent (the provider prices the advert from the plan id). A failure keeps every value and the file.
 */
export function AdvertUploadForm({ plan, labelledBy }: { plan: SubscriptionType; labelledBy: string }) {
  const router = useRouter();
  const form = useForm<AdvertDocumentInput, unknown, AdvertDocumentValues>({
    resolver: zodResolver(advertDocumentSchema),
    defaultValues: { ...emptyAdvertDocument, file: [], subscription_id: plan.subscriptionID },
  });
  const bannerRef = useRef<HTMLDivElement>(null);
  const [banner, setBanner] = useState<{ message: string; takesFocus: boolean } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (banner?.takesFocus) bannerRef.current?.focus();
  }, [banner]);

  const field = (name: Path<AdvertDocumentInput>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    setProgress(0);
    const result = await uploadWithProgress(UPLOAD_ACTION, toAdvertFormData(values), setProgress);
    if (result.ok) {
      const created = advertResponseSchema.safeParse(result.data);
      if (created.success) {
        // The next step's URL names the advert, so a reload or a later visit finds it again.
        router.push(advertPaths.uploaded(created.data.advert.advertID));
        return;
      }
    }
    setProgress(null);
    const failure = result.ok ? { message: messages.serverError, fieldErrors: undefined } : result;
    const named = [...Object.keys(emptyAdvertDocument), 'subscription_id'] as Path<AdvertDocumentInput>[];
    const invalid = named.filter((name) => name !== 'subscription_id' && failure.fieldErrors?.[name]);
    invalid.forEach((name, index) => form.setError(name, { type: 'server', message: failure.fieldErrors?.[name] }, { shouldFocus: index === 0 }));
    // A refused plan has no field of its own on the page: its message goes in the banner.
    const message = failure.fieldErrors?.subscription_id ? advertText.unknownPlan : failure.message;
    setBanner({ message, takesFocus: invalid.length === 0 });
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
        <SelectField label={advertText.categoryLabel} options={advertCategories} placeholder={advertText.categoryPlaceholder} required {...field('category')} />
        <Field label={advertText.titleLabel} required maxLength={120} {...field('title')} />
        <Field label={advertText.priceLabel} readOnly value={formatNaira(plan.amount)} hint={`${plan.title} · ${advertText.duration(plan.duration)}`} />
      </div>
      <TextAreaField label={advertText.descriptionLabel} required {...field('description')} />
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
      {sending ? (
        <div className={styles.progress}>
          <label htmlFor="advert-upload-progress">{advertText.uploading}</label>
          <progress id="advert-upload-progress" max={1} value={progress}>{Math.round(progress * 100)}%</progress>
        </div>
      ) : null}
      <Button type="submit" block pending={sending || form.formState.isSubmitting}>{advertText.uploadSubmit}</Button>
    </form>
  );
}
