'use client';

import { useEffect, useRef, useState } from 'react';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { showToast } from '@/components/ui/showToast';
import { leadSchema } from '@/lib/forms/property';
import { messages } from '@/lib/messages';
import { propertyText } from '@/lib/messages/property';
import { NIGERIA_COUNTRY_ID } from '@/lib/vst/reference';
import type { LeadFields, LeadFormStart } from './LeadForm';

export type LeadFormLiveProps = { propertyId: number; labelledBy: string; start: LeadFormStart; fields: LeadFields };

/** The enquiry form with its validation and sending (loaded by ./LeadForm): a sent lead clears the form (a fresh one is mounted) and says so in a toast. */
export function LeadFormLive(props: LeadFormLiveProps) {
  const [sentCount, setSentCount] = useState(0);
  return <LiveFields key={sentCount} {...props} start={sentCount === 0 ? props.start : null} onSent={() => setSentCount((count) => count + 1)} />;
}

function LiveFields({ propertyId, labelledBy, start, fields, onSent }: Omit<LeadFormLiveProps, 'start'> & { start: LeadFormStart | null; onSent: () => void }) {
  const lead = useServerForm({
    schema: leadSchema,
    defaultValues: { title: '', name: '', email: '', phone: '', state_id: '', platform: '', ...start?.values },
    action: '/api/vst/params/createLead',
    extraBody: { property_id: propertyId, country_id: NIGERIA_COUNTRY_ID },
    onSuccess: () => {
      showToast('success', messages.leadCreated);
      onSent();
    },
  });
  const wrapper = useRef<HTMLDivElement>(null);
  const resumed = useRef(false);

  // Taking over from the plain form: back into the field the visitor was in, and on with a send they asked for.
  useEffect(() => {
    const form = wrapper.current?.querySelector('form');
    if (!form || !start || resumed.current) return;
    resumed.current = true;
    const field = start.focused ? form.elements.namedItem(start.focused) : null;
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.focus();
    if (field instanceof HTMLInputElement && field.type === 'text') field.setSelectionRange(field.value.length, field.value.length);
    if (start.submit) form.requestSubmit();
  }, [start]);

  return (
    <div ref={wrapper}>
      <ServerForm state={lead} submitLabel={propertyText.leadSubmit} labelledBy={labelledBy}>
        {fields((name) => lead.field(name))}
      </ServerForm>
    </div>
  );
}
