/**
 * The owner's background-document edit (a modal with a file input and SAVE CHANGES): one PDF or
 * image replaces the document's file. One schema for the browser and the BFF; the type is
 * decided by the file's bytes on the server.
 */
import { z } from 'zod';
import { paymentsText } from '@/lib/messages/payments';
import { detailSchema } from '@/lib/vst/common';
import { fileLinkSchema } from '@/lib/vst/file-link';

const MEGABYTE = 1024 * 1024;
export const DOCUMENT_MAX_MEGABYTES = 5;
const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MEGABYTES * MEGABYTE;

const fileSchema = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, paymentsText.chooseDocument);

export const documentEditSchema = z.object({
  document_id: z.coerce.number().int().positive(),
  document: z
    .array(fileSchema, paymentsText.chooseDocument)
    .length(1, paymentsText.chooseDocument)
    .refine((files) => files.every((file) => file.size <= DOCUMENT_MAX_BYTES), paymentsText.documentTooLarge(DOCUMENT_MAX_MEGABYTES)),
});
export type DocumentEditValues = z.output<typeof documentEditSchema>;

/** What the BFF enforces while reading the body. */
export const documentEditUploadRules = {
  maxBodyBytes: DOCUMENT_MAX_BYTES + MEGABYTE,
  files: { document: { maxFiles: 1, maxFileBytes: DOCUMENT_MAX_BYTES, required: true, allowPdf: true } },
};

export const documentEditResponseSchema = detailSchema.extend({
  document: z.object({ id: z.number().int(), doc_link: fileLinkSchema, name: z.string() }),
});

/** The multipart body, the same from the browser to the BFF and from the BFF to the provider. */
export function toDocumentEditFormData({ document_id, document }: DocumentEditValues): FormData {
  const form = new FormData();
  form.append('document_id', String(document_id));
  for (const file of document) form.append('document', file, file.name);
  return form;
}
