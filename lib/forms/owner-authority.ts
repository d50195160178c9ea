/**
 * The letter-of-authority upload: one schema for the advertiser's form (components/owner-authority)
 * and the BFF. Whether the file really is a PDF or an image is decided on the server by its bytes.
 */
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { ownerAuthorityText as text } from '@/lib/messages/owner-authority';
import { uploadText } from '@/lib/messages/upload';

const MEGABYTE = 1024 * 1024;
const LETTER_MAX_MEGABYTES = 5;
const LETTER_MAX_BYTES = LETTER_MAX_MEGABYTES * MEGABYTE;

const fileSchema = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, messages.required);

export const authorityLetterSchema = z.object({
  letter: z
    .array(fileSchema, messages.required)
    .min(1, messages.required)
    .max(1, messages.required)
    .refine((files) => files.every((file) => file.size <= LETTER_MAX_BYTES), text.letterTooLarge(LETTER_MAX_MEGABYTES))
    .refine((files) => files.every((file) => file.type.startsWith('image/') || file.type === 'application/pdf'), uploadText.notAnImageOrPdf),
  property_id: z.coerce.number().int().positive(),
});
export type AuthorityLetterInput = z.input<typeof authorityLetterSchema>;

/** What the BFF enforces while reading the body. */
export const authorityLetterUploadRules = {
  maxBodyBytes: LETTER_MAX_BYTES + MEGABYTE,
  files: { letter: { maxFiles: 1, maxFileBytes: LETTER_MAX_BYTES, required: true, allowPdf: true } },
};

/** The multipart body, the same from the browser to the BFF and from the BFF to the provider. */
export function toAuthorityLetterFormData({ letter, property_id }: z.output<typeof authorityLetterSchema>): FormData {
  const form = new FormData();
  form.append('property_id', String(property_id));
  for (const file of letter) form.append('letter', file, file.name);
  return form;
}
