'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { apiFetch } from '@/lib/api-client';
import { savedSearchText } from '@/lib/messages/saved-searches';
import { detailSchema } from '@/lib/vst/common';
import { SAVED_SEARCHES_HEADING_ID } from './ids';
import styles from './SavedSearches.module.css';

/** Deletes a search after asking: it cannot be undone, and its alerts stop with it. */
export function DeleteSearchButton({ id, name }: { id: number; name: string }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState('');
  const [deleted, setDeleted] = useState(false);

  // After the commit that closed the dialog, whose cleanup hands focus back to this button (about to go).
  useEffect(() => {
    if (deleted) document.getElementById(SAVED_SEARCHES_HEADING_ID)?.focus();
  }, [deleted]);

  async function remove() {
    setPending(true);
    setFailure('');
    const result = await apiFetch('/api/vst/profile/savedSearches/delete', { method: 'POST', body: { id }, schema: detailSchema });
    setPending(false);
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    setAsking(false);
    setDeleted(true);
    toast.success(savedSearchText.deleted(name));
    router.refresh();
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} aria-haspopup="dialog" aria-label={savedSearchText.deleteLabel(name)}>
        {savedSearchText.delete}
      </Button>
      {asking ? (
        <Dialog title={savedSearchText.deleteTitle} onClose={() => setAsking(false)}>
          <p>{savedSearchText.deleteConfirm(name)}</p>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className={styles.actions}>
            <Button pending={pending} onClick={remove}>{savedSearchText.delete}</Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>{savedSearchText.cancel}</Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
