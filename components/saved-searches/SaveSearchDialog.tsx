'use client';

import Link from 'next/link';
import { useState } from 'react';
import { SignInPrompt } from '@/components/auth/SignInPrompt';
import { ServerForm } from '@/components/forms/ServerForm';
import { RadioGroup } from '@/components/sell/controls';
import { useServerForm } from '@/components/forms/useServerForm';
import { useSession } from '@/components/layout/useSession';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import { DIALOG_TITLE_ID, Dialog } from '@/components/ui/Dialog';
import { Field } from '@/components/ui/Field';
import { tabHref } from '@/lib/dashboard/view';
import { newSearchFrequencies, saveSearchFormSchema } from '@/lib/forms/saved-searches';
import { savedSearchText } from '@/lib/messages/saved-searches';
import { SAVE_SEARCH_HASH } from '@/lib/pending-action';
import { isSavedSearchCapReached, isSavedSearchesMissing, savedSearchResponseSchema, type SavedSearch } from '@/lib/vst/saved-searches';
import styles from './SavedSearches.module.css';

const frequencyOptions = newSearchFrequencies.map((option) => ({ value: option, label: savedSearchText.frequencies[option] }));

export type SaveSearchDialogProps = {
  /** The listing's filters in the provider's names (lib/listing/saved-search.ts). */
  query: string;
  /** The search named by its filters: the name field starts with it. */
  name: string;
  onClose: () => void;
};

/** Signed in: name the search and choose its alerts. Signed out: sign in or sign up here first. */
export function SaveSearchDialog({ query, name, onClose }: SaveSearchDialogProps) {
  const session = useSession();
  return (
    <Dialog title={savedSearchText.saveTitle} onClose={onClose}>
      {session.status === 'signed-in' ? (
        <SaveSearchForm query={query} name={name} onClose={onClose} />
      ) : (
        <SignInPrompt next={`${window.location.pathname}${window.location.search}${SAVE_SEARCH_HASH}`} text={savedSearchText.signInPrompt} />
      )}
    </Dialog>
  );
}

function SaveSearchForm({ query, name, onClose }: SaveSearchDialogProps) {
  const [saved, setSaved] = useState<SavedSearch | null>(null);
  const form = useServerForm({
    schema: saveSearchFormSchema,
    defaultValues: { name, frequency: 'instant' },
    action: '/api/vst/profile/savedSearches',
    extraBody: { query },
    response: savedSearchResponseSchema,
    onSuccess: (data) => setSaved(data.saved_search),
    describeFailure: (failure) => {
      if (isSavedSearchesMissing(failure.status)) return savedSearchText.unavailable;
      return isSavedSearchCapReached(failure.status) ? savedSearchText.tooMany : failure.message;
    },
  });
  const capReached = form.banner?.message === savedSearchText.tooMany;

  if (saved) {
    return (
      <div className={styles.done}>
        <Alert tone="success">{savedSearchText.saved(saved.name)}</Alert>
        <div className={styles.actions}>
          <Link href={tabHref('searches')} className={buttonClassName('primary')}>{savedSearchText.manage}</Link>
          <Button variant="secondary" onClick={onClose}>{savedSearchText.close}</Button>
        </div>
      </div>
    );
  }

  const { error: frequencyError, ...frequency } = form.field('frequency');
  return (
    <ServerForm state={form} submitLabel={savedSearchText.submit} labelledBy={DIALOG_TITLE_ID}>
      <Field label={savedSearchText.nameLabel} {...form.field('name')} />
      <RadioGroup label={savedSearchText.frequencyLegend} name="frequency" options={frequencyOptions} error={frequencyError} inputProps={frequency} />
      {/* At the cap the way forward is the dashboard; the dialog stays open with what was typed. */}
      {capReached ? <Link href={tabHref('searches')}>{savedSearchText.manage}</Link> : null}
    </ServerForm>
  );
}
