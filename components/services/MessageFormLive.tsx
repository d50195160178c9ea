'use client';

import type { LiveFormProps } from '@/components/forms/DeferredForm';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { showToast } from '@/components/ui/showToast';
import { messageFormSchema } from '@/lib/forms/services';
import type { DetailResponse } from '@/lib/vst/common';
import type { MessageFieldName, MessageFormLiveProps } from './messageFormParts';

/**
 * The message form's validation and sending (loaded by ./MessageForm): the provider's Detail is the
 * success toast, and a sent message empties the form, so it cannot be sent twice by accident.
 */
export function MessageFormLive({ homeServiceId, fields, labelledBy, submitLabel }: MessageFormLiveProps & LiveFormProps<MessageFieldName>) {
  const state = useServerForm({
    schema: messageFormSchema,
    defaultValues: { home_service_id: homeServiceId, name: '', email: '', message: '' },
    action: '/api/vst/services/sendMessageToProvider',
    resetOnSuccess: true,
    onSuccess: (data: DetailResponse) => showToast('success', data.Detail),
  });
  return (
    <ServerForm state={state} submitLabel={submitLabel} labelledBy={labelledBy}>
      {fields(state.field, () => '')}
    </ServerForm>
  );
}
