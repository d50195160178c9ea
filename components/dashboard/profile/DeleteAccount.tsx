'use client';

import { useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { queueFlashToast } from '@/components/layout/flashToast';
import { reloadTo } from '@/components/layout/reloadTo';
import { setSessionUser } from '@/components/layout/useSession';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { apiFetch } from '@/lib/api-client';
import { profileText } from '@/lib/messages/profile';
import styles from './Profile.module.css';

const DELETE_ACTION = '/api/auth/delete-account';

/** 'Delete my account' and its confirmation step: typing DELETE arms the destructive button. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <section className={`${styles.panel} ${styles.danger}`} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">{profileText.deleteHeading}</h2>
      <p>{profileText.deleteIntro}</p>
      <Button className={styles.destructive} onClick={() => setOpen(true)}>{profileText.deleteAccount}</Button>
      {open ? (
        <Dialog title={profileText.deleteHeading} onClose={() => setOpen(false)}>
          <DeleteConfirmation onCancel={() => setOpen(false)} />
        </Dialog>
      ) : null}
    </section>
  );
}

function DeleteConfirmation({ onCancel }: { onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const armed = typed.trim() === profileText.deleteConfirmWord;

  async function deleteForever() {
    setPending(true);
    setError(null);
    const result = await apiFetch<{ message: string }>(DELETE_ACTION, { method: 'POST', body: { confirm: true } });
    if (!result.ok) {
      setPending(false);
      setError(result.message);
      return;
    }
    // A full reload, as at sign-out: nothing of the deleted account may stay in memory.
    setSessionUser(null);
    queueFlashToast('accountDeleted');
    reloadTo('/');
  }

  return (
    <div className={styles.form}>
      <p>{profileText.deleteExplanation}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field
        label={profileText.deleteConfirmLabel}
        hint={profileText.deleteConfirmHint}
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className={styles.actions}>
        <Button className={styles.destructive} disabled={!armed} pending={pending} onClick={deleteForever}>
          {profileText.deleteForever}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>{profileText.cancel}</Button>
      </div>
    </div>
  );
}
