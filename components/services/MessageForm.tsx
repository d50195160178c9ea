'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { Field } from '@/components/ui/Field';
import { messageFormSchema } from '@/lib/forms/services';
import { servicesText as text } from '@/lib/messages/services';
import type { DetailResponse } from '@/lib/vst/common';

/** A message to the professional (spec 7 "sendMessageToProvider"); the provider's Detail is the success toast. */
export function MessageForm({ homeServiceId }: { homeServiceId: number }) {
  // A sent message clears the form: a fresh one is mounted, so it cannot be sent twice by accident.
  const [sent, setSent] = useState(0);
  return <MessageFields key={sent} homeServiceId={homeServiceId} onSent={() => setSent((count) => count + 1)} />;
}

function MessageFields({ homeServiceId, onSent }: { homeServiceId: number; onSent: () => void }) {
  const state = useServerForm({
    schema: messageFormSchema,
    defaultValues: { home_service_id: homeServiceId, name: '', email: '', message: '' },
    action: '/api/vst/services/sendMessageToProvider',
    onSuccess: (data: DetailResponse) => {
      toast.success(data.Detail);
      onSent();
    },
  });
  return (
    <ServerForm state={state} submitLabel={text.sendMessage} labelledBy="message-heading">
      <Field label={text.messageName} autoComplete="name" required {...state.field('name')} />
      <Field label={text.messageEmail} type="email" autoComplete="email" required {...state.field('email')} />
      <TextAreaField label={text.messageBody} required {...state.field('message')} />
    </ServerForm>
  );
}
