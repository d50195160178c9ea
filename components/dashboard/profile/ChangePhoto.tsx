'use client';

import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { uploadWithProgress } from '@/components/forms/uploadWithProgress';
import fieldStyles from '@/components/ui/Field.module.css';
import { profilePhotoSchema, toProfileFormData } from '@/lib/forms/profile';
import { profileText } from '@/lib/messages/profile';
import styles from './Profile.module.css';

const CHANGE_IMAGE_ACTION = '/api/vst/profile/changeImage';
const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp,image/gif';

/** 'Change photo': choosing an image uploads it at once; the card re-renders with the new one. */
export function ChangePhoto() {
  const router = useRouter();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const chosen = profilePhotoSchema.safeParse({ profile_image: Array.from(event.target.files ?? []) });
    // Emptied at once, so choosing the same file again after a failure still fires a change.
    event.target.value = '';
    if (!chosen.success) {
      setError(chosen.error.issues[0]?.message ?? profileText.choosePhoto);
      return;
    }
    setError(null);
    setProgress(0);
    const result = await uploadWithProgress(CHANGE_IMAGE_ACTION, toProfileFormData(chosen.data), setProgress);
    setProgress(null);
    if (!result.ok) {
      setError(result.fieldErrors?.profile_image ?? result.message);
      inputRef.current?.focus();
      return;
    }
    toast.success(profileText.photoChanged);
    router.refresh();
  }

  const busy = progress !== null;
  return (
    <div className={styles.photoControl}>
      <label htmlFor={inputId} className={styles.fileButton} aria-disabled={busy || undefined}>
        {profileText.changePhoto}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGES}
        className={styles.visuallyHiddenFile}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={upload}
      />
      {busy ? (
        <progress className={styles.progress} max={1} value={progress} aria-label={profileText.uploadingPhoto}>
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      {error ? <p id={`${inputId}-error`} className={fieldStyles.error} role="alert">{error}</p> : null}
    </div>
  );
}
