/**
 * The purchase payment evidence form: amount (digits), description and one image, all
 * required. One schema for the browser and the BFF; whether the file is an image is decided on the
 * server by its bytes (server/http/uploads.ts).
 */
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { dashboardText } from '@/lib/messages/dashboard';
import { uploadText } from '@/lib/messages/upload';
import { detailSchema } from '@/lib/vst/common';

const MEGABYTE = 1024 * 1024;
export const EVIDENCE_MAX_FILE_MEGABYTES = 5;
const EVIDENCE_MAX_FILE_BYTES = EVIDENCE_MAX_FILE_MEGABYTES * MEGABYTE;

const required = z.string(messages.required).trim().min(1, { error: messages.required, abort: true });
const fileSchema = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, messages.required);

export const paymentEvidenceSchema = z.object({
  amount: required.regex(/^\d+$/, dashboardText.evidenceAmountDigits).max(15),
  description: required.max(1000),
  // Several files may be chosen; only the first is sent.
  payment_evidence: z
    .array(fileSchema, uploadText.imagesRequired)
    .min(1, uploadText.imagesRequired)
    .transform((files) => files.slice(0, 1))
    .refine((files) => files.every((file) => file.size <= EVIDENCE_MAX_FILE_BYTES), uploadText.imageTooLarge(EVIDENCE_MAX_FILE_MEGABYTES)),
  property_id: z.coerce.number().int().positive(),
});
export type PaymentEvidenceInput = z.input<typeof paymentEvidenceSchema>;
export type PaymentEvidenceValues = z.output<typeof paymentEvidenceSchema>;

/** What the BFF enforces while reading the body. */
export const paymentEvidenceUploadRules = {
  maxBodyBytes: EVIDENCE_MAX_FILE_BYTES + MEGABYTE,
  files: { payment_evidence: { maxFiles: 1, maxFileBytes: EVIDENCE_MAX_FILE_BYTES, required: true } },
};

/** 201 `{Detail: 'Purchase evidence uploaded successfully'}` */
export const paymentEvidenceResponseSchema = detailSchema;

/** The multipart body, the same from the browser to the BFF and from the BFF to the provider. */
export function toPaymentEvidenceFormData({ amount, description, payment_evidence, property_id }: PaymentEvidenceValues): FormData {
  const form = new FormData();
  form.append('amount', amount);
  form.append('description', description);
  form.append('property_id', String(property_id));
  for (const file of payment_evidence) form.append('payment_evidence', file, file.name);
  return form;
}
