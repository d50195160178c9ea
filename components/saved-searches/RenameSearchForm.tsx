'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { renameSearchSchema } from '@/lib/forms/saved-searches';
import { savedSearchText } from '@/lib/messages/saved-searches';
import { savedSearchResponseSchema } from '@/lib/vst/saved-searches';
import styles from './SavedSearches.module.css';

type RenameSearchFormProps = { id: number; name: string; onDone: () => void };

/**
 * Renames a search in place: the name's own messages under the field (empty, too long, or the
 * provider's), what was typed kept on failure; Escape or Cancel leave it as it was.
 */
export function RenameSearchForm({ id, name, onDone }: RenameSearchFormProps) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const rename = useServerForm({
    schema: renameSearchSchema,
    defaultValues: { name },
    action: '/api/vst/profile/savedSearches/update',
    extraBody: { id },
    response: savedSearchResponseSchema,
    onSuccess: (data) => {
      toast.success(savedSearchText.renamed(data.saved_search.name));
      onDone();
      router.refresh();
    },
  });

  useEffect(() => {
    formRef.current?.querySelector('input')?.select();
  }, []);

  function cancelOnEscape(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDone();
  }

  return (
    <form ref={formRef} noValidate onSubmit={rename.onSubmit} onKeyDown={cancelOnEscape} className={styles.rename} aria-label={savedSearchText.renameLabel(name)}>
      <FormErrorBanner banner={rename.banner} />
      <Field label={savedSearchText.newName(name)} autoComplete="off" {...rename.field('name')} />
      <div className={styles.actions}>
        <Button type="submit" pending={rename.pending}>{savedSearchText.saveName}</Button>
        <Button variant="secondary" onClick={onDone}>{savedSearchText.cancel}</Button>
      </div>
    </form>
  );
}
