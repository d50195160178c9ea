'use client';

import { DeferredForm, type FormFields } from '@/components/forms/DeferredForm';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { Field } from '@/components/ui/Field';
import { serviceProfileText as text } from '@/lib/messages/service-profile';
import type { MessageFieldName, MessageFormLiveProps } from './messageFormParts';

const fields: FormFields<MessageFieldName> = (field) => (
  <>
    <Field label={text.messageName} autoComplete="name" required {...field('name')} />
    <Field label={text.messageEmail} type="email" autoComplete="email" required {...field('email')} />
    <TextAreaField label={text.messageBody} required {...field('message')} />
  </>
);

const loadLive = () => import('./MessageFormLive').then((module) => module.MessageFormLive);

/**
 * A message to the professional. The professional's page is a
 * browsing page most visitors only read, so the form's validation and sending (./MessageFormLive)
 * load when a visitor first reaches into it.
 */
export function MessageForm({ homeServiceId, labelledBy }: { homeServiceId: number; labelledBy: string }) {
  return (
    <DeferredForm<MessageFieldName, MessageFormLiveProps>
      load={loadLive}
      liveProps={{ homeServiceId }}
      fields={fields}
      submitLabel={text.sendMessage}
      labelledBy={labelledBy}
    />
  );
}
