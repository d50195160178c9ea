'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { paymentsText } from '@/lib/messages/payments';
import styles from './Payments.module.css';

type ModalProps = { title: string; onClose: () => void; children: ReactNode };

/**
 * A native modal <dialog>: showModal() traps focus and closes on Escape; it is mounted only while
 * open (closing it from inside means unmounting it), and focus returns to the control that opened it.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
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
    <dialog ref={dialogRef} className={styles.modal} aria-labelledby={titleId}>
      <div className={styles.modalHeader}>
        <h2 id={titleId}>{title}</h2>
        <Button variant="ghost" onClick={() => dialogRef.current?.close()}>
          {paymentsText.closeDocument}
        </Button>
      </div>
      <div className={styles.modalBody}>{children}</div>
    </dialog>
  );
}
