'use client';

import { useEffect, useMemo } from 'react';
import { FileField } from '@/components/sell/controls';
import { imageVariantProps } from '@/lib/images/variants';
import { listingFormText as text } from '@/lib/messages/listing-form';
import styles from './ListingForm.module.css';

type FilePickerProps = {
  name: string;
  label: string;
  hint: string;
  accept: string;
  multiple: boolean;
  required: boolean;
  files: File[];
  /** Links of the files the listing already has (edit). */
  existing: string[];
  error?: string;
  onChange: (files: File[]) => void;
  onBlur: () => void;
  ref?: React.Ref<HTMLInputElement>;
};

/** A file input with what it holds: thumbnails of chosen images, names of documents, and the files already on file. */
export function FilePicker({ name, label, hint, accept, multiple, required, files, existing, error, onChange, onBlur, ref }: FilePickerProps) {
  const previews = useMemo(
    () => files.map((file) => ({ file, url: file.type.startsWith('image/') ? URL.createObjectURL(file) : null })),
    [files],
  );
  useEffect(() => () => previews.forEach((preview) => preview.url && URL.revokeObjectURL(preview.url)), [previews]);

  return (
    <div className={styles.filePicker}>
      <FileField
        ref={ref}
        name={name}
        label={label}
        hint={[hint, existing.length > 0 ? text.existingFiles(existing.length) : ''].filter(Boolean).join(' ')}
        accept={accept}
        multiple={multiple}
        required={required}
        error={error}
        onBlur={onBlur}
        onChange={(event) => onChange(Array.from(event.target.files ?? []))}
      />
      {previews.length > 0 || existing.length > 0 ? (
        <ul className={styles.previews} aria-label={text.filesOf(label)}>
          {existing.map((link) => (
            <li key={link}>
              {/* eslint-disable-next-line @next/next/no-img-element -- provider files as small variants (lib/images/variants.ts) */}
              <img {...imageVariantProps(link, 'thumb')} alt="" />
            </li>
          ))}
          {previews.map(({ file, url }) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, not for next/image */}
              {url ? <img src={url} alt="" width={72} height={72} /> : null}
              <span>{file.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
