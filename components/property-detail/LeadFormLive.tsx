'use client';

import type { LiveFormProps } from '@/components/forms/DeferredForm';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { showToast } from '@/components/ui/showToast';
import { createLeadResponseSchema, leadSchema } from '@/lib/forms/property';
import { messages } from '@/lib/messages';
import { enquiryConfirmText } from '@/lib/messages/enquiries';
import { NIGERIA_COUNTRY_ID } from '@/lib/vst/reference';
import type { LeadFieldName, LeadFormLiveProps } from './leadFormParts';

/** The enquiry form's validation and sending (loaded by ./LeadForm): a sent lead empties the form, so it cannot be sent twice by accident, and says so in a toast. */
export function LeadFormLive({ propertyId, fields, labelledBy, submitLabel }: LeadFormLiveProps & LiveFormProps<LeadFieldName>) {
  const lead = useServerForm({
    schema: leadSchema,
    defaultValues: { title: '', name: '', email: '', phone: '', state_id: '', platform: '' },
    action: '/api/vst/params/createLead',
    extraBody: { property_id: propertyId, country_id: NIGERIA_COUNTRY_ID },
    response: createLeadResponseSchema,
    resetOnSuccess: true,
    onSuccess: (sent) =>
      showToast('success', sent.address_confirmation_sent ? `${messages.leadCreated}. ${enquiryConfirmText.checkYourMail}` : messages.leadCreated),
  });
  return (
    <ServerForm state={lead} submitLabel={submitLabel} labelledBy={labelledBy}>
      {fields(lead.field, () => '')}
    </ServerForm>
  );
}
