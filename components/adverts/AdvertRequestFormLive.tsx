'use client';

import { useController, useWatch } from 'react-hook-form';
import type { ChangeEvent } from 'react';
import type { LiveFormProps } from '@/components/forms/DeferredForm';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { showToast } from '@/components/ui/showToast';
import { advertRequestSchema, emptyAdvertRequest, toAdvertFormData } from '@/lib/forms/advert';
import { advertText } from '@/lib/messages/adverts';
import type { AdvertRequestFieldName } from './advertRequestFormParts';

const REQUEST_ACTION = '/api/vst/params/createCustomerAdvert';

/**
 * The advert request's validation and sending (loaded by ./AdvertRequestForm). A failed send keeps
 * every value and the chosen image (the file input is cleared only after a success) and shows the
 * server's Detail, or 'Server Error, please try again'.
 */
export function AdvertRequestFormLive({ fields, labelledBy, submitLabel }: LiveFormProps<AdvertRequestFieldName>) {
  const state = useServerForm({
    schema: advertRequestSchema,
    defaultValues: emptyAdvertRequest,
    action: REQUEST_ACTION,
    multipart: toAdvertFormData,
    resetOnSuccess: true,
    onSuccess: () => showToast('success', advertText.requestSuccess),
  });
  const { form } = state;
  // react-hook-form focuses the first invalid field in the order fields registered: every field in
  // display order (emptyAdvertRequest's), before the image's controller below registers it first.
  for (const name of Object.keys(emptyAdvertRequest) as (keyof typeof emptyAdvertRequest)[]) form.register(name);
  const productInformation = useWatch({ control: form.control, name: 'productInformation' }) ?? '';
  // The image is a list of files, not the input's text: react-hook-form takes it from the change.
  const image = useController({ control: form.control, name: 'advert_image' });
  const imageProps = {
    ref: image.field.ref,
    name: image.field.name,
    onBlur: image.field.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement>) => image.field.onChange(Array.from(event.target.files ?? [])),
    error: image.fieldState.error?.message,
  };

  return (
    <ServerForm state={state} submitLabel={submitLabel} progressLabel={advertText.uploading} labelledBy={labelledBy}>
      {fields(
        (name) => (name === 'advert_image' ? imageProps : state.field(name)),
        (name) => (name === 'productInformation' ? productInformation : ''),
      )}
    </ServerForm>
  );
}
