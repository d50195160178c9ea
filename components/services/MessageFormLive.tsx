'use client';

import { useState } from 'react';
import type { LiveFormProps } from '@/components/forms/DeferredForm';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { showToast } from '@/components/ui/showToast';
import { messageFormSchema } from '@/lib/forms/services';
import { servicesText as text } from '@/lib/messages/services';
import type { DetailResponse } from '@/lib/vst/common';
import type { MessageFieldName } from './MessageForm';

export type MessageFormLiveProps = { homeServiceId: number };
type Props = MessageFormLiveProps & LiveFormProps<MessageFieldName>;

/** The message form's validation and sending (loaded by ./MessageForm); the provider's Detail is the success toast. */
export function MessageFormLive(props: Props) {
  // A sent message clears the form: a fresh one is mounted, so it cannot be sent twice by accident.
  const [sent, setSent] = useState(0);
  return <MessageFields key={sent} {...props} onSent={() => setSent((count) => count + 1)} />;
}

function MessageFields({ homeServiceId, fields, labelledBy, onSent }: Props & { onSent: () => void }) {
  const state = useServerForm({
    schema: messageFormSchema,
    defaultValues: { home_service_id: homeServiceId, name: '', email: '', message: '' },
    action: '/api/vst/services/sendMessageToProvider',
    onSuccess: (data: DetailResponse) => {
      showToast('success', data.Detail);
      onSent();
    },
  });
  return (
    <ServerForm state={state} submitLabel={text.sendMessage} labelledBy={labelledBy}>
      {fields(state.field, () => '')}
    </ServerForm>
  );
}
