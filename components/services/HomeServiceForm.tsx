'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import { SelectField } from '@/components/property-detail/SelectField';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { UploadProgress } from '@/components/forms/UploadProgress';
import { useServerForm, type BeforeSend } from '@/components/forms/useServerForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import {
  homeServiceSchema,
  homeServiceTextFields,
  toHomeServiceFormData,
  type CategoryOptions,
  type HomeServiceInput,
  type HomeServiceTextValues,
  type HomeServiceValues,
} from '@/lib/forms/services';
import { servicesText as text } from '@/lib/messages/services';
import { clearDraft, dataUrlToFile, fileToDataUrl, readDraft, saveDraft } from '@/lib/services/draft';
import { savedServiceResponseSchema } from '@/lib/vst/services';
import { ImagePicker } from './ImagePicker';
import styles from './Services.module.css';
import { refreshSession } from '@/components/layout/useSession';

export type ServiceFormMode =
  /** Joining: without a live subscription the form is kept as a draft and the user goes to pay; with one it is published at once. */
  | { kind: 'join'; userID: number; subscribed: boolean }
  | { kind: 'edit'; homeServiceID: number; imageLink: string };

type HomeServiceFormProps = { mode: ServiceFormMode; options: CategoryOptions; initialValues: HomeServiceTextValues };

export const MY_HOME_SERVICES = '/dashboard/myhomeservices';
export const SUBSCRIPTION_PAGE = '/join_as_pro/subscription';

/**
 * The professional profile form, for joining and for editing. A failed
 * send keeps every value and the chosen image.
 */
export function HomeServiceForm({ mode, options, initialValues }: HomeServiceFormProps) {
  const router = useRouter();
  const service = useServerForm({
    schema: homeServiceSchema(mode.kind === 'join'),
    defaultValues: { ...initialValues, image_link: [] },
    action: mode.kind === 'edit' ? '/api/vst/services/modifyServiceProvider' : '/api/vst/services/addServiceProvider',
    multipart: (values) => toHomeServiceFormData(mode.kind === 'edit' ? { ...values, homeServiceID: String(mode.homeServiceID) } : values),
    response: savedServiceResponseSchema,
    // Without a live subscription nothing is sent: the form is kept as a draft and the user goes to pay.
    beforeSend: (values) => (mode.kind === 'join' && !mode.subscribed ? keepDraftAndPay(mode.userID, values) : 'send'),
    onSuccess: () => {
      if (mode.kind === 'join') clearDraft(window.localStorage, mode.userID);
      void refreshSession();
      toast.success(mode.kind === 'edit' ? text.serviceUpdated : text.serviceAdded);
      router.push(MY_HOME_SERVICES);
      router.refresh();
    },
  });
  const { form, field } = service;
  const [restored, setRestored] = useState(false);

  // A draft saved before paying (or before a reload) is put back, image included.
  useEffect(() => {
    if (mode.kind !== 'join') return;
    const draft = readDraft(window.localStorage, mode.userID);
    if (!draft) return;
    form.reset({ ...draft.text, image_link: draft.image ? [dataUrlToFile(draft.image.dataUrl, draft.image.name, draft.image.type)] : [] });
    // Telling the user their details came back is this effect's job.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(true);
  }, [form, mode]);

  const categoryId = useWatch({ control: form.control, name: 'home_service_category_id' });
  const types = options.types.filter((type) => String(type.category_id) === categoryId).map((type) => ({ value: String(type.id), label: type.name }));

  // The type's options depend on the category: a value set with the category (a restored draft) reaches
  // the select before its option exists and is lost there, so put it back once the options are drawn.
  useEffect(() => {
    const typeId = form.getValues('home_service_category_type_id');
    if (typeId) form.setValue('home_service_category_type_id', typeId);
  }, [form, categoryId]);

  const errorOf = (name: Path<HomeServiceInput>) => form.getFieldState(name, form.formState).error?.message;

  async function keepDraftAndPay(userID: number, values: HomeServiceValues): Promise<BeforeSend> {
    // The values as typed (the draft refills the form), the image as a data URL (storage holds only text).
    const typed = form.getValues();
    const image = values.image_link[0];
    const saved = saveDraft(window.localStorage, userID, {
      text: Object.fromEntries(homeServiceTextFields.map((name) => [name, String(typed[name] ?? '')])) as HomeServiceTextValues,
      image: image ? { name: image.name, type: image.type, dataUrl: await fileToDataUrl(image) } : null,
    });
    if (!saved) return text.draftNotSaved;
    router.push(SUBSCRIPTION_PAGE);
    return 'done';
  }

  const submitLabel = mode.kind === 'edit' ? text.saveChanges : mode.subscribed ? text.publishService : text.continueToSubscription;
  return (
    <form noValidate onSubmit={service.onSubmit} aria-labelledby="service-form-heading" className={styles.form}>
      {restored ? <Alert tone="info">{text.draftRestored}</Alert> : null}
      <FormErrorBanner banner={service.banner} />
      <Field label={text.serviceTitle} required {...field('service_title')} />
      <div className={styles.columns}>
        <SelectField
          label={text.category}
          placeholder={text.chooseCategory}
          options={options.categories}
          required
          {...form.register('home_service_category_id', { onChange: () => form.setValue('home_service_category_type_id', '') })}
          error={errorOf('home_service_category_id')}
        />
        <SelectField
          label={text.categoryType}
          placeholder={categoryId ? text.chooseCategoryType : text.chooseCategoryFirst}
          options={types}
          required
          {...field('home_service_category_type_id')}
        />
      </div>
      <TextAreaField label={text.businessDescription} required rows={6} {...field('business_description')} />
      <div className={styles.columns}>
        <Field label={text.businessEmail} type="email" autoComplete="email" required {...field('business_email')} />
        <Field label={text.businessPhone} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} required {...field('business_phone')} />
        {/* address-line1: HTML allows street-address only on multi-line fields (textarea), not on one line. */}
        <Field label={text.businessAddress} autoComplete="address-line1" required {...field('business_address')} />
        <Field label={text.webAddress} inputMode="url" required {...field('web_address')} />
        <Field label={text.yearsLabel} type="number" min={0} max={99} inputMode="numeric" required {...field('years_of_experience')} />
      </div>
      <Controller
        control={form.control}
        name="image_link"
        render={({ field: { ref, onBlur, onChange, value, name }, fieldState }) => (
          <ImagePicker
            ref={ref}
            name={name}
            files={value ?? []}
            existing={mode.kind === 'edit' ? mode.imageLink : null}
            required={mode.kind === 'join'}
            error={fieldState.error?.message}
            onBlur={onBlur}
            onChange={onChange}
          />
        )}
      />
      <fieldset className={styles.group}>
        <legend>{text.socialLegend}</legend>
        <div className={styles.columns}>
          <Field label={text.facebook} type="url" inputMode="url" {...field('facebook_link')} />
          <Field label={text.twitter} type="url" inputMode="url" {...field('twitter_link')} />
          <Field label={text.instagram} type="url" inputMode="url" {...field('instagram_link')} />
          <Field label={text.linkedin} type="url" inputMode="url" {...field('linkedin_link')} />
        </div>
      </fieldset>
      <UploadProgress progress={service.progress} label={text.uploading} />
      <Button type="submit" block pending={service.pending}>{submitLabel}</Button>
    </form>
  );
}
