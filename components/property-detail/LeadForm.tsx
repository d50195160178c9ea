'use client';

import { useId } from 'react';
import { DeferredForm, type FormFields } from '@/components/forms/DeferredForm';
import { Field } from '@/components/ui/Field';
import { leadSources, leadTitles } from '@/lib/forms/lead-options';
import { propertyText } from '@/lib/messages/property';
import type { Named } from '@/lib/vst/common';
import type { LeadFieldName, LeadFormLiveProps } from './leadFormParts';
import { SelectField } from './SelectField';

type LeadFormProps = { propertyId: number; states: Named[]; heading?: string };

const titleOptions = leadTitles.map((title) => ({ value: title, label: title }));
const loadLive = () => import('./LeadFormLive').then((module) => module.LeadFormLive);

/**
 * The enquiry form. Most visitors never use it, so its validation and sending code (zod and
 * react-hook-form, most of the property page's own JavaScript: ./LeadFormLive) loads when a visitor
 * first reaches into it; until then the same fields are plain HTML (DeferredForm).
 */
export function LeadForm({ heading = propertyText.leadTitle, propertyId, states }: LeadFormProps) {
  const headingId = useId();
  const stateOptions = states.map((state) => ({ value: state.id, label: state.name }));
  const fields: FormFields<LeadFieldName> = (field) => (
    <>
      <SelectField label={propertyText.leadTitleLabel} placeholder={propertyText.choose} options={titleOptions} {...field('title')} />
      <Field label={propertyText.leadName} autoComplete="name" {...field('name')} />
      <Field label={propertyText.leadEmail} type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <Field label={propertyText.leadPhone} type="tel" autoComplete="tel" {...field('phone')} />
      <SelectField label={propertyText.leadState} placeholder={propertyText.choose} options={stateOptions} {...field('state_id')} />
      <SelectField label={propertyText.leadPlatform} placeholder={propertyText.choose} options={leadSources} {...field('platform')} />
    </>
  );

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <DeferredForm<LeadFieldName, LeadFormLiveProps>
        load={loadLive}
        liveProps={{ propertyId }}
        fields={fields}
        submitLabel={propertyText.leadSubmit}
        labelledBy={headingId}
      />
    </section>
  );
}
