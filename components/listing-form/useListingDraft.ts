'use client';

import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { listingFileFields, type ListingInput, type ListingTextValues, type ListingValues } from '@/lib/forms/listing';
import { clearDraft, differsFrom, draftKey, readDraft, writeDraft } from '@/lib/listing-form/draft';

const SAVE_DELAY_MS = 400;

/** The text fields of the form's values (files cannot be stored). */
function textOf(values: Partial<ListingInput>): Partial<ListingTextValues> {
  const text: Record<string, unknown> = { ...values };
  listingFileFields.forEach((field) => delete text[field]);
  return text as Partial<ListingTextValues>;
}

/**
 * Keeps the form's text in localStorage while the user types and restores it after a reload, once,
 * after hydration (the server cannot see it). `restored` says a draft was put back; `discard` goes
 * back to the starting values; `clear` forgets the draft after a successful send.
 */
export function useListingDraft(
  form: UseFormReturn<ListingInput, unknown, ListingValues>,
  { userID, propertyID, initialValues }: { userID: number; propertyID?: number; initialValues: ListingTextValues },
) {
  const key = draftKey(userID, propertyID);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const saved = readDraft(localStorage, key, initialValues);
    if (!saved || !differsFrom(saved, initialValues)) return;
    form.reset({ ...form.getValues(), ...saved }, { keepDefaultValues: true });
    // Restoring from storage happens only in the browser, after the first render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(true);
  }, [form, key, initialValues]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const text = textOf(values as Partial<ListingInput>);
        if (differsFrom(text, initialValues)) writeDraft(localStorage, key, text);
        else clearDraft(localStorage, key);
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, key, initialValues]);

  return {
    restored,
    discard: () => {
      clearDraft(localStorage, key);
      form.reset({ ...form.getValues(), ...initialValues });
      setRestored(false);
    },
    clear: () => clearDraft(localStorage, key),
  };
}
