'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { uiText } from '@/lib/messages/ui';
import styles from './Dialog.module.css';

/** Only one dialog is ever open, so its heading can have a fixed id for forms to be labelled by. */
export const DIALOG_TITLE_ID = 'property-dialog-title';

type DialogProps = { title: string; onClose: () => void; children: ReactNode };

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last. A modal
 * <dialog> already makes the page behind inert, but Chromium lets Tab leave it for the browser's
 * own toolbar; keyboard users expect a modal to keep them in it (WAI-ARIA dialog pattern).
 */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal built on the native <dialog>: showModal() makes the page inert and closes on Escape, and
 * Tab wraps round inside it (wrapFocus). It is mounted only while open, so closing (which unmounts
 * it) resets everything inside, and focus goes back to the control that opened it.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Read in an effect so the latest handler runs without reopening the dialog.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('close', handleClose);
    dialog.showModal();
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={DIALOG_TITLE_ID} onKeyDown={wrapFocus}>
      <div className={styles.header}>
        <h2 id={DIALOG_TITLE_ID} className={styles.title}>{title}</h2>
        <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} aria-label={uiText.closeDialog}>
          ×
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
