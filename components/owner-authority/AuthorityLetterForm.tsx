'use client';

import { useRouter } from 'next/navigation';
import { Controller } from 'react-hook-form';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { UploadProgress } from '@/components/forms/UploadProgress';
import { useServerForm } from '@/components/forms/useServerForm';
import { FileField } from '@/components/sell/controls';
import { Button } from '@/components/ui/Button';
import { showToast } from '@/components/ui/showToast';
import { authorityLetterSchema, toAuthorityLetterFormData } from '@/lib/forms/owner-authority';
import { ownerAuthorityText as text } from '@/lib/messages/owner-authority';
import styles from './OwnerAuthority.module.css';

const ACCEPTED = 'application/pdf,image/png,image/jpeg,image/webp,image/gif';

/** Sends a letter of authority for the listing; the panel is read again after it, showing the new letter waiting. */
export function AuthorityLetterForm({ propertyId }: { propertyId: number }) {
  const router = useRouter();
  const upload = useServerForm({
    schema: authorityLetterSchema,
    defaultValues: { letter: [], property_id: propertyId },
    action: '/api/vst/profile/uploadAuthorityLetter',
    multipart: toAuthorityLetterFormData,
    resetOnSuccess: true,
    onSuccess: () => {
      showToast('success', text.uploaded);
      router.refresh();
    },
  });
  return (
    <form noValidate onSubmit={upload.onSubmit} aria-label={text.panelTitle} className={styles.form}>
      <FormErrorBanner banner={upload.banner} />
      <Controller
        control={upload.form.control}
        name="letter"
        render={({ field: { ref, onBlur, onChange, value, name }, fieldState }) => (
          <FileField
            ref={ref}
            name={name}
            label={text.letterLabel}
            hint={[text.letterHint, value[0] ? text.letterChosen(value[0].name) : ''].filter(Boolean).join(' ')}
            accept={ACCEPTED}
            required
            error={fieldState.error?.message}
            onBlur={onBlur}
            onChange={(event) => onChange(Array.from(event.target.files ?? []))}
          />
        )}
      />
      <UploadProgress progress={upload.progress} label={text.uploading} />
      <Button type="submit" pending={upload.pending}>{text.upload}</Button>
    </form>
  );
}
