'use client';

import { useState } from 'react';
import type { LiveFormProps } from '@/components/forms/DeferredForm';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { showToast } from '@/components/ui/showToast';
import { leadSchema } from '@/lib/forms/property';
import { messages } from '@/lib/messages';
import { propertyText } from '@/lib/messages/property';
import { NIGERIA_COUNTRY_ID } from '@/lib/vst/reference';
import type { LeadFieldName } from './LeadForm';

export type LeadFormLiveProps = { propertyId: number };
type Props = LeadFormLiveProps & LiveFormProps<LeadFieldName>;

/** The enquiry form's validation and sending (loaded by ./LeadForm): a sent lead clears the form and says so in a toast. */
export function LeadFormLive(props: Props) {
  // A fresh form is mounted after each send, so a lead cannot be sent twice by accident.
  const [sent, setSent] = useState(0);
  return <LeadFields key={sent} {...props} onSent={() => setSent((count) => count + 1)} />;
}

function LeadFields({ propertyId, fields, labelledBy, onSent }: Props & { onSent: () => void }) {
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
  return (
    <ServerForm state={lead} submitLabel={propertyText.leadSubmit} labelledBy={labelledBy}>
      {fields(lead.field, () => '')}
    </ServerForm>
  );
}
