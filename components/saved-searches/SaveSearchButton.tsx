'use client';

import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useLazyComponent } from '@/components/ui/loadOnFirstUse';
import { saveSearchButtonText } from '@/lib/messages/save-search-button';
import { SAVE_SEARCH_HASH } from '@/lib/pending-action';
import type { SaveSearchDialogProps } from './SaveSearchDialog';

type SaveSearchButtonProps = Omit<SaveSearchDialogProps, 'onClose'>;

const loadDialog = () => import('./SaveSearchDialog').then((module) => module.SaveSearchDialog);

/**
 * 'Save this search' on a listing page. The page is cached and the same for everyone, so this is all
 * it carries: a button. The dialog (the sign-in prompt or the save form, with zod and react-hook-form)
 * loads on the first press, so it stays out of the page's own JavaScript. A visitor who signs up from
 * it comes back to this listing with `#save-search` and finds the dialog open again.
 */
export function SaveSearchButton(props: SaveSearchButtonProps) {
  const dialog = useLazyComponent(loadDialog);
  const [open, setOpen] = useState(false);

  function openDialog() {
    setOpen(true);
    dialog.load();
  }

  // The address is outside React and read once, on arrival; hence state set in an effect.
  useEffect(() => {
    if (window.location.hash !== SAVE_SEARCH_HASH) return;
    // Taken out of the address, so a reload or Back does not open the dialog again.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    openDialog();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const Dialog = dialog.Component;
  return (
    <>
      {/* Above the button: the alert's own spacing keeps it apart, and a press again retries. */}
      {dialog.error ? <Alert tone="error">{dialog.error}</Alert> : null}
      <Button variant="secondary" onClick={openDialog} aria-haspopup="dialog" pending={dialog.loading}>
        {saveSearchButtonText.label}
      </Button>
      {open && Dialog ? <Dialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
