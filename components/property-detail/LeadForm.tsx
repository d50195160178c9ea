'use client';

import { useId, useState } from 'react';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { Field } from '@/components/ui/Field';
import { showToast } from '@/components/ui/showToast';
import { leadSchema, leadSources, leadTitles } from '@/lib/forms/property';
import { messages } from '@/lib/messages';
import { propertyText } from '@/lib/messages/property';
import type { Named } from '@/lib/vst/common';
import { NIGERIA_COUNTRY_ID } from '@/lib/vst/reference';
import { SelectField } from './SelectField';

type LeadFormProps = { propertyId: number; states: Named[]; heading?: string };

const titleOptions = leadTitles.map((title) => ({ value: title, label: title }));

/** The enquiry form: a sent lead clears the form (a fresh one is mounted) and says so in a toast. */
export function LeadForm(props: LeadFormProps) {
  const [sentCount, setSentCount] = useState(0);
  return <LeadFormFields key={sentCount} {...props} onSent={() => setSentCount((count) => count + 1)} />;
}

function LeadFormFields({ propertyId, states, heading = propertyText.leadTitle, onSent }: LeadFormProps & { onSent: () => void }) {
  const headingId = useId();
  const lead = useServerForm({
    schema: leadSchema,
    defaultValues: { title: '', name: '', email: '', phone: '', state_id: '', platform: '' },
    action: '/api/vst/params/createLead',
    extraBody: { property_id: propertyId, country_id: NIGERIA_COUNTRY_ID },
    onSuccess: () => {
      showToast('success', messages.leadCreated);
      onSent();
    },
  });
  const stateOptions = states.map((state) => ({ value: state.id, label: state.name }));

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ServerForm state={lead} submitLabel={propertyText.leadSubmit} labelledBy={headingId}>
        <SelectField label={propertyText.leadTitleLabel} placeholder={propertyText.choose} options={titleOptions} {...lead.field('title')} />
        <Field label={propertyText.leadName} autoComplete="name" {...lead.field('name')} />
        <Field label={propertyText.leadEmail} type="email" autoComplete="email" inputMode="email" {...lead.field('email')} />
        <Field label={propertyText.leadPhone} type="tel" autoComplete="tel" {...lead.field('phone')} />
        <SelectField label={propertyText.leadState} placeholder={propertyText.choose} options={stateOptions} {...lead.field('state_id')} />
        <SelectField label={propertyText.leadPlatform} placeholder={propertyText.choose} options={leadSources} {...lead.field('platform')} />
      </ServerForm>
    </section>
  );
}
