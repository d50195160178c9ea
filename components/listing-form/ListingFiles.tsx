'use client';

import { Controller, type Control } from 'react-hook-form';
import { listingFileLimits, type ListingFileField, type ListingInput, type ListingValues, type RequiredFiles } from '@/lib/forms/listing';
import { listingFormText as text } from '@/lib/messages/listing-form';
import { FilePicker } from './FilePicker';
import styles from './ListingForm.module.css';

const IMAGES = 'image/png,image/jpeg,image/webp,image/gif';
const labels: Record<ListingFileField, { label: string; hint: string }> = {
  primary_image: { label: text.primaryImageLabel, hint: text.primaryImageHint },
  other_images: { label: text.otherImagesLabel, hint: text.otherImagesHint },
  property_documents: { label: text.documentsLabel, hint: text.documentsHint },
  floor_plan: { label: text.floorPlanLabel, hint: text.floorPlanHint },
};

type ListingFilesProps = {
  control: Control<ListingInput, unknown, ListingValues>;
  existingFiles: Record<ListingFileField, string[]>;
  requiredFiles: RequiredFiles;
};

/** The four file fields. Their files live in the form's state, so a failed send keeps them. */
export function ListingFiles({ control, existingFiles, requiredFiles }: ListingFilesProps) {
  return (
    <fieldset className={styles.group}>
      <legend>{text.filesLegend}</legend>
      {(Object.keys(labels) as ListingFileField[]).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field: { ref, onBlur, onChange, value }, fieldState }) => (
            <FilePicker
              ref={ref}
              name={name}
              {...labels[name]}
              accept={listingFileLimits[name].allowPdf ? `${IMAGES},application/pdf` : IMAGES}
              multiple={listingFileLimits[name].maxFiles > 1}
              required={name !== 'other_images' && requiredFiles[name]}
              files={value ?? []}
              existing={existingFiles[name]}
              error={fieldState.error?.message}
              onBlur={onBlur}
              onChange={onChange}
            />
          )}
        />
      ))}
    </fieldset>
  );
}
