'use client';

import { useEffect, useRef, useState } from 'react';
import { Button, buttonClassName } from '@/components/ui/Button';
import { paymentsText } from '@/lib/messages/payments';
import type { BackgroundInfo } from '@/lib/vst/payments';
import styles from './Payments.module.css';

type Document = BackgroundInfo['backgroundFiles'][number];

const nameOf = (document: Document, index: number) => document.name ?? paymentsText.documentFallback(index + 1);
const isImage = (document: Document) => /\.(png|jpe?g|webp|gif)$/i.test(document.name ?? document.doc_link);

/** The property's documents, each opened in a modal (images inline; PDFs behind a new-tab link, as the site allows no frames). */
export function DocumentList({ documents }: { documents: Document[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (documents.length === 0) return <p>{paymentsText.noDocuments}</p>;
  const current = open === null ? undefined : documents[open];
  return (
    <>
      <ul className={styles.documents}>
        {documents.map((document, index) => (
          <li key={document.id} className={styles.document}>
            <span>{nameOf(document, index)}</span>
            <Button variant="secondary" onClick={() => setOpen(index)} aria-label={`${paymentsText.viewDocument} ${nameOf(document, index)}`}>
              {paymentsText.viewDocument}
            </Button>
          </li>
        ))}
      </ul>
      {current && open !== null ? <DocumentModal document={current} name={nameOf(current, open)} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** A native modal <dialog>: focus is trapped while open and returns to the View button on close. */
function DocumentModal({ document, name, onClose }: { document: Document; name: string; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = window.document.activeElement instanceof HTMLElement ? window.document.activeElement : null;
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
    <dialog ref={dialogRef} className={styles.modal} aria-labelledby="document-title">
      <div className={styles.modalHeader}>
        <h2 id="document-title">{name}</h2>
        <Button variant="ghost" onClick={() => dialogRef.current?.close()}>
          {paymentsText.closeDocument}
        </Button>
      </div>
      <div className={styles.modalBody}>
        {isImage(document) ? (
          // eslint-disable-next-line @next/next/no-img-element -- a private document on the web origin, shown as is
          <img src={document.doc_link} alt={name} className={styles.viewer} />
        ) : null}
        <p>
          <a href={document.doc_link} target="_blank" rel="noopener noreferrer" className={buttonClassName('primary')}>
            {paymentsText.openInNewTab}
          </a>
        </p>
      </div>
    </dialog>
  );
}
