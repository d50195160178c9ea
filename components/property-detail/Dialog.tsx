'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { propertyText } from '@/lib/messages/property';
import styles from './Dialog.module.css';

/** Only one dialog is ever open, so its heading can have a fixed id for forms to be labelled by. */
export const DIALOG_TITLE_ID = 'property-dialog-title';

type DialogProps = { title: string; onClose: () => void; children: ReactNode };

/**
 * A modal built on the native <dialog>: showModal() traps focus, makes the page inert and closes on
 * Escape. It is mounted only while open, so closing (which unmounts it) resets everything inside,
 * and focus goes back to the control that opened it.
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
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={DIALOG_TITLE_ID}>
      <div className={styles.header}>
        <h2 id={DIALOG_TITLE_ID} className={styles.title}>{title}</h2>
        <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} aria-label={propertyText.closeDialog}>
          ×
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
