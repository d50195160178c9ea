'use client';

import { useEffect, useMemo } from 'react';
import { FileField } from '@/components/sell/controls';
import { imageVariantProps } from '@/lib/images/variants';
import { servicesText as text } from '@/lib/messages/services';
import styles from './Services.module.css';

type ImagePickerProps = {
  name: string;
  files: File[];
  /** The image the service already has (edit). */
  existing: string | null;
  required: boolean;
  error?: string;
  onChange: (files: File[]) => void;
  onBlur: () => void;
  ref?: React.Ref<HTMLInputElement>;
};

/** The service image: a file input with a preview of the chosen (or restored) image, else the current one. */
export function ImagePicker({ name, files, existing, required, error, onChange, onBlur, ref }: ImagePickerProps) {
  const chosen = files[0];
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const shown = preview ?? existing;
  return (
    <div>
      <FileField
        ref={ref}
        name={name}
        label={text.image}
        hint={[text.imageHint, existing ? text.imageOnFile : '', chosen ? chosen.name : ''].filter(Boolean).join(' ')}
        accept="image/png,image/jpeg,image/webp,image/gif"
        required={required}
        error={error}
        onBlur={onBlur}
        onChange={(event) => onChange(Array.from(event.target.files ?? []))}
      />
      {shown ? (
        <div className={styles.preview}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, or a /media link as small variants */}
          <img {...imageVariantProps(shown, 'thumb')} alt="" />
        </div>
      ) : null}
    </div>
  );
}
