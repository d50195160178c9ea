'use client';

import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { apiFetch, type ApiFailure, type ApiResult } from '@/lib/api-client';
import { messages } from '@/lib/messages';
import { showServerFieldErrors } from './showServerFieldErrors';
import { uploadWithProgress } from './uploadWithProgress';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type ServerFormOptions<Schema extends FormSchema, Data> = {
  schema: Schema;
  /** Every field of the form, in display order (the order decides which invalid field gets focus). */
  defaultValues: DefaultValues<z.input<Schema>>;
  /** The BFF route the validated values are POSTed to; a function when it depends on the values (create or change). */
  action: string | ((values: z.output<Schema>) => string);
  /**
   * Sent beside the form's values (and over any of the same name), e.g. the page the user came from;
   * a function is asked at each send, with the values, when the body depends on them or on the page.
   */
  extraBody?: Record<string, unknown> | ((values: z.output<Schema>) => Record<string, unknown> | undefined);
  onSuccess: (data: Data) => void | Promise<void>;
  /** The banner text for a failed request; the server's message when omitted. */
  describeFailure?: (failure: ApiFailure) => string;
  /** A form with files: the multipart body to send, with upload progress, instead of JSON. */
  multipart?: (values: z.output<Schema>) => FormData;
  /** Checks the answer's shape; an answer that does not match is a server error. */
  response?: z.ZodType<Data>;
  /** Empties the form after a success (file inputs included), for forms that stay on the page. */
  resetOnSuccess?: boolean;
  /** The server's field messages as this form shows them (e.g. two fields' complaints put under one). */
  mapFieldErrors?: (fieldErrors: Record<string, string>) => Record<string, string>;
  /**
   * Asked with the valid values before anything is sent: 'send' goes on; 'done' means the form
   * finished another way (nothing is sent); any other text is a failure shown in the banner.
   */
  beforeSend?: (values: z.output<Schema>) => Promise<BeforeSend> | BeforeSend;
  /**
   * A failure the form shows its own way (an outcome in place of the form, another step of a
   * wizard): true when it did, and then neither field messages nor the banner are shown.
   */
  takeFailure?: (failure: ApiFailure) => boolean;
};

export type BeforeSend = 'send' | 'done' | (string & {});

/**
 * The plumbing every server-backed form shares: zod validation with the shared schema, the POST,
 * server field errors shown under their fields, a banner for the rest, and focus moved to the first
 * invalid field or to the banner. Values are never reset on failure, so nothing typed is lost.
 */
export function useServerForm<Schema extends FormSchema, Data>({
  schema,
  defaultValues,
  action,
  extraBody,
  onSuccess,
  describeFailure = (failure) => failure.message,
  multipart,
  response,
  resetOnSuccess = false,
  mapFieldErrors = (fieldErrors) => fieldErrors,
  beforeSend,
  takeFailure,
}: ServerFormOptions<Schema, Data>) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const fieldNames = Object.keys(defaultValues) as Path<z.input<Schema>>[];

  async function send(values: z.output<Schema>): Promise<ApiResult<unknown>> {
    const path = typeof action === 'function' ? action(values) : action;
    if (!multipart) return apiFetch(path, { method: 'POST', body: { ...values, ...(typeof extraBody === 'function' ? extraBody(values) : extraBody) } });
    setProgress(0);
    try {
      return await uploadWithProgress(path, multipart(values), setProgress);
    } finally {
      setProgress(null);
    }
  }

  const onSubmit = form.handleSubmit(async (values, event) => {
    setBanner(null);
    const before = beforeSend ? await beforeSend(values) : 'send';
    if (before === 'done') return;
    if (before !== 'send') {
      setBanner({ message: before, takesFocus: true });
      return;
    }
    const sent = await send(values);
    const checked = sent.ok && response ? response.safeParse(sent.data) : null;
    const result: ApiResult<unknown> =
      checked && !checked.success ? { ok: false, status: 500, message: messages.serverError } : sent;
    if (result.ok) {
      if (resetOnSuccess) {
        form.reset();
        // A native reset empties the file inputs, which react-hook-form does not own.
        (event?.target as HTMLFormElement | undefined)?.reset();
      }
      await onSuccess((checked?.success ? checked.data : result.data) as Data);
      return;
    }
    if (takeFailure?.(result)) return;
    const focusedAField = showServerFieldErrors(form.setError, fieldNames, result.fieldErrors && mapFieldErrors(result.fieldErrors));
    // A rate limit's answer says how long to wait, a write kept offline that it is waiting to be
    // sent; no form's own wording may hide either.
    const message = result.status === 429 || result.waitingToSend ? result.message : describeFailure(result);
    setBanner({ message, takesFocus: !focusedAField });
  });

  return {
    /** Props for a `<Field>`: the registration plus the field's current message. */
    field: (name: Path<z.input<Schema>>) => ({
      ...form.register(name),
      error: form.getFieldState(name, form.formState).error?.message,
    }),
    onSubmit,
    pending: form.formState.isSubmitting,
    banner,
    /** Upload progress from 0 to 1 while a multipart form is being sent, else null. */
    progress,
    /** react-hook-form's own handle, for controlled fields (files) and watched values. */
    form,
  };
}

/** The failure shown above the form; it takes focus unless a field with its own message did. */
export type FormBanner = { message: string; takesFocus: boolean };

export type ServerFormState = Pick<ReturnType<typeof useServerForm>, 'onSubmit' | 'pending' | 'banner' | 'progress'>;
