'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { UploadProgress } from '@/components/forms/UploadProgress';
import { useServerForm } from '@/components/forms/useServerForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { paymentsText } from '@/lib/messages/payments';
import { documentEditSchema, toDocumentEditFormData } from '@/lib/payments/document-edit';
import styles from './Payments.module.css';

const ACCEPTED_DOCUMENTS = 'application/pdf,image/png,image/jpeg,image/webp,image/gif';

/** The owner's edit: one PDF or image replaces the document; the page then shows the new file. */
export function DocumentEditForm({ documentId, onDone }: { documentId: number; onDone: () => void }) {
  const router = useRouter();
  const inputId = useId();
  const messageId = `${inputId}-error`;
  const edit = useServerForm({
    schema: documentEditSchema,
    defaultValues: { document: [], document_id: documentId },
    action: '/api/vst/payments/updateBackgroundDocument',
    multipart: toDocumentEditFormData,
    onSuccess: () => {
      toast.success(paymentsText.documentUpdated);
      onDone();
      router.refresh();
    },
  });
  const sending = edit.pending;

  return (
    <form onSubmit={edit.onSubmit} noValidate aria-busy={sending || undefined}>
      <Controller
        control={edit.form.control}
        name="document"
        render={({ field: { ref, name, onBlur, onChange }, fieldState: { error } }) => (
          <>
            {/* The one field's message is the form's only one, above it where the banner would be; a banner would only point at it. */}
            {error ? <Alert tone="error" id={messageId}>{error.message}</Alert> : <FormErrorBanner banner={edit.banner} />}
            <label htmlFor={inputId} className={styles.label}>
              {paymentsText.documentFile}
            </label>
            <input
              ref={ref}
              id={inputId}
              name={name}
              type="file"
              accept={ACCEPTED_DOCUMENTS}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? messageId : undefined}
              onBlur={onBlur}
              onChange={(event) => onChange(Array.from(event.target.files ?? []))}
            />
          </>
        )}
      />
      <UploadProgress progress={edit.progress} label={paymentsText.uploadingDocument} className={styles.progress} />
      <div className={styles.actions}>
        <Button type="submit" pending={sending}>
          {paymentsText.saveChanges}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={sending}>
          {paymentsText.cancel}
        </Button>
      </div>
    </form>
  );
}
