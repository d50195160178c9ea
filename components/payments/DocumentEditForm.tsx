'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { uploadWithProgress } from '@/components/forms/uploadWithProgress';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { paymentsText } from '@/lib/messages/payments';
import { documentEditSchema, toDocumentEditFormData } from '@/lib/payments/document-edit';
import styles from './Payments.module.css';

/** The owner's edit: one PDF or image replaces the document; the page then shows the new file. */
export function DocumentEditForm({ documentId, onDone }: { documentId: number; onDone: () => void }) {
  const router = useRouter();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = documentEditSchema.safeParse({ document_id: documentId, document: files });
    if (!values.success) {
      setError(values.error.issues[0]?.message ?? paymentsText.chooseDocument);
      return;
    }
    setError(null);
    setProgress(0);
    const result = await uploadWithProgress('/api/vst/payments/updateBackgroundDocument', toDocumentEditFormData(values.data), setProgress);
    setProgress(null);
    if (!result.ok) {
      setError(result.fieldErrors?.document ?? result.message);
      return;
    }
    toast.success(paymentsText.documentUpdated);
    onDone();
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={progress !== null || undefined}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <label htmlFor={inputId} className={styles.label}>
        {paymentsText.documentFile}
      </label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,image/png,image/jpeg,image/webp,image/gif"
        aria-invalid={error ? true : undefined}
        onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
      />
      {progress !== null ? <progress className={styles.progress} value={progress} max={1} aria-label={paymentsText.saveChanges} /> : null}
      <div className={styles.actions}>
        <Button type="submit" pending={progress !== null}>
          {paymentsText.saveChanges}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={progress !== null}>
          {paymentsText.cancel}
        </Button>
      </div>
    </form>
  );
}
