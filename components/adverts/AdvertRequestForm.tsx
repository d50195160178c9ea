'use client';

import { DeferredForm, type FormFields } from '@/components/forms/DeferredForm';
import { FileField, TextAreaField } from '@/components/sell/controls';
import { Field } from '@/components/ui/Field';
import { PRODUCT_INFORMATION_MAX } from '@/lib/forms/advert-limits';
import { advertText } from '@/lib/messages/adverts';
import type { AdvertRequestFieldName } from './advertRequestFormParts';
import styles from './Adverts.module.css';

const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp,image/gif';

const fields: FormFields<AdvertRequestFieldName> = (field, valueOf) => {
  const productInformation = valueOf('productInformation');
  return (
    <>
      <div className={styles.columns}>
        <Field label={advertText.firstNameLabel} autoComplete="given-name" required {...field('firstName')} />
        <Field label={advertText.lastNameLabel} autoComplete="family-name" required {...field('lastName')} />
        <Field label={advertText.emailLabel} type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        <Field label={advertText.phoneLabel} type="tel" autoComplete="tel" required {...field('phoneNumber')} />
        <Field label={advertText.companyNameLabel} autoComplete="organization" required {...field('companyName')} />
        <Field label={advertText.companyWebsiteLabel} type="url" inputMode="url" autoComplete="url" {...field('companyWebsite')} />
      </div>
      <FileField label={advertText.advertImageLabel} hint={advertText.advertImageHint} accept={ACCEPTED_IMAGES} required {...field('advert_image')} />
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
    </>
  );
};

const loadLive = () => import('./AdvertRequestFormLive').then((module) => module.AdvertRequestFormLive);

/**
 * ADVERTISE WITH US. Its validation and sending (./AdvertRequestFormLive) load when a
 * visitor first reaches into it; an image chosen meanwhile is handed over (DeferredForm).
 */
export function AdvertRequestForm({ labelledBy }: { labelledBy: string }) {
  return <DeferredForm<AdvertRequestFieldName, object> load={loadLive} liveProps={{}} fields={fields} submitLabel={advertText.requestSubmit} labelledBy={labelledBy} />;
}
