'use client';

import { useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { Button, buttonClassName } from '@/components/ui/Button';
import { paymentsText } from '@/lib/messages/payments';
import type { BackgroundInfo } from '@/lib/vst/payments';
import { DocumentEditForm } from './DocumentEditForm';
import styles from './Payments.module.css';

type Document = BackgroundInfo['backgroundFiles'][number];
type Open = { index: number; mode: 'view' | 'edit' };

const nameOf = (document: Document, index: number) => document.name ?? paymentsText.documentFallback(index + 1);
const isImage = (document: Document) => /\.(png|jpe?g|webp|gif)$/i.test(document.name ?? document.doc_link);

/**
 * The property's documents, each opened in a modal (images inline; PDFs behind a new-tab link, as the
 * site allows no frames). The owner also gets Edit: a modal with a file input and SAVE CHANGES.
 */
export function DocumentList({ documents, editable }: { documents: Document[]; editable: boolean }) {
  const [open, setOpen] = useState<Open | null>(null);
  if (documents.length === 0) return <p>{paymentsText.noDocuments}</p>;
  const current = open ? documents[open.index] : undefined;
  return (
    <>
      <ul className={styles.documents}>
        {documents.map((document, index) => (
          <li key={document.id} className={styles.document}>
            <span>{nameOf(document, index)}</span>
            <span className={styles.documentActions}>
              <Button variant="secondary" onClick={() => setOpen({ index, mode: 'view' })} aria-label={`${paymentsText.viewDocument} ${nameOf(document, index)}`}>
                {paymentsText.viewDocument}
              </Button>
              {editable ? (
                <Button variant="ghost" onClick={() => setOpen({ index, mode: 'edit' })} aria-label={`${paymentsText.editDocument} ${nameOf(document, index)}`}>
                  {paymentsText.editDocument}
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {current && open ? (
        <Dialog
          title={open.mode === 'view' ? nameOf(current, open.index) : paymentsText.editDocumentTitle(nameOf(current, open.index))}
          onClose={() => setOpen(null)}
        >
          {open.mode === 'view' ? (
            <DocumentView document={current} name={nameOf(current, open.index)} />
          ) : (
            <DocumentEditForm documentId={current.id} onDone={() => setOpen(null)} />
          )}
        </Dialog>
      ) : null}
    </>
  );
}

function DocumentView({ document, name }: { document: Document; name: string }) {
  return (
    <>
      {isImage(document) ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private document on the web origin, shown as is
        <img src={document.doc_link} alt={name} className={styles.viewer} />
      ) : null}
      <a href={document.doc_link} target="_blank" rel="noopener noreferrer" className={buttonClassName('primary')}>
        {paymentsText.openInNewTab}
      </a>
    </>
  );
}
