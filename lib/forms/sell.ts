/**
 * The sell enquiry: one schema for the browser form and the BFF route, and the
 * mapping to the provider's multipart fields. Whether a file really is an image is decided on the
 * server from its bytes (server/http/uploads.ts); the browser checks only what it can: count and size.
 */
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { sellText } from '@/lib/messages/sell';
import { uploadText } from '@/lib/messages/upload';
import { detailSchema } from '@/lib/vst/common';

export const sellTitles = ['Mr.', 'Mrs.', 'Miss.', 'Dr.', 'Hon.', 'Engr.', 'Bar.', 'Prof.'] as const;
export const houseTypes = ['Flat/Apartment', 'Duplex', 'Bungalow', 'Terrace', 'Self-contain', 'Land', 'Commercial', 'Other'] as const;
export const ownershipChoices = ['owner', 'agent', 'other'] as const;
export type OwnershipChoice = (typeof ownershipChoices)[number];

export const SELL_LOCATION_MAX = 25;
export const SELL_DESCRIPTION_MAX = 400;
export const SELL_MAX_FILES = 10;
const MEGABYTE = 1024 * 1024;
export const SELL_MAX_FILE_MEGABYTES = 5;
export const SELL_MAX_FILE_BYTES = SELL_MAX_FILE_MEGABYTES * MEGABYTE;
/** All files together: bounds what one request may make the server hold in memory. */
export const SELL_MAX_UPLOAD_BYTES = 40 * MEGABYTE;
/** The whole multipart body: the files plus room for the text fields and part headers. */
export const SELL_MAX_BODY_BYTES = SELL_MAX_UPLOAD_BYTES + MEGABYTE;
export const sellFileFields = ['proof_of_ownership', 'photo'] as const;
export type SellFileField = (typeof sellFileFields)[number];

// A missing field (not only an empty one) gets 'This is required.'.
const required = z.string(messages.required).trim().min(1, messages.required);
const optionalText = z.string().trim().max(100).optional();
const containsDigit = (message: string) => required.regex(/\d/, message);

/** A browser File, or one the server read from the multipart body. */
const fileSchema = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, messages.required);

const imageFiles = z
  .array(fileSchema, uploadText.imagesRequired)
  .min(1, uploadText.imagesRequired)
  .max(SELL_MAX_FILES, uploadText.tooManyImages(SELL_MAX_FILES))
  .refine((files) => files.every((file) => file.size <= SELL_MAX_FILE_BYTES), uploadText.imageTooLarge(SELL_MAX_FILE_MEGABYTES));

const totalBytes = (files: File[]) => files.reduce((sum, file) => sum + file.size, 0);

export const sellSchema = z.object({
  title: z.string().pipe(z.union([z.enum(sellTitles), z.literal('')])).optional(),
  firstName: optionalText,
  middleName: optionalText,
  lastName: optionalText,
  email: required.pipe(z.email(messages.invalidEmail)),
  phoneNumber: containsDigit(sellText.phoneNeedsDigit).pipe(z.string().max(30)),
  propertyAddress: required.pipe(z.string().max(SELL_LOCATION_MAX, sellText.locationTooLong)),
  // A string first, so the form's empty choice ('') is a valid starting value of the input type.
  houseType: z.string(sellText.chooseHouseType).pipe(z.enum(houseTypes, sellText.chooseHouseType)),
  price: containsDigit(sellText.priceNeedsDigit).pipe(z.string().max(30)),
  description: required.pipe(z.string().max(SELL_DESCRIPTION_MAX, sellText.descriptionTooLong)),
  ownership: z.string(sellText.chooseOwnership).pipe(z.enum(ownershipChoices, sellText.chooseOwnership)),
  proof_of_ownership: imageFiles,
  photo: imageFiles,
}).refine((values) => totalBytes([...values.proof_of_ownership, ...values.photo]) <= SELL_MAX_UPLOAD_BYTES, {
  message: sellText.filesTooLarge,
  path: ['photo'],
});
export type SellInput = z.input<typeof sellSchema>;
export type SellValues = z.output<typeof sellSchema>;

/** What the BFF enforces while reading the multipart body (server/http/uploads.ts). */
const imageFieldRule = { maxFiles: SELL_MAX_FILES, maxFileBytes: SELL_MAX_FILE_BYTES, required: true };
export const sellUploadRules = {
  maxBodyBytes: SELL_MAX_BODY_BYTES,
  files: { proof_of_ownership: imageFieldRule, photo: imageFieldRule },
} satisfies { maxBodyBytes: number; files: Record<SellFileField, typeof imageFieldRule> };

/** The provider's answer: 201 `{Detail: 'Property was uploaded successfully, an admin will contact you'}`. */
export const sellResponseSchema = detailSchema;

/** The empty form, in display order (the first invalid field in this order gets focus). */
export const emptySellForm = {
  title: '',
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  propertyAddress: '',
  houseType: '',
  price: '',
  description: '',
  ownership: '',
  proof_of_ownership: [],
  photo: [],
} as const;

/**
 * The provider reads `true` or `on` as 1, anything else as 0. The radio chooses exactly one of
 * owner (`ownership`), agent (`agent`) or other (`others`).
 */
export function ownershipFields(choice: OwnershipChoice): { ownership: string; agent: string; others: string } {
  const flag = (on: boolean) => (on ? 'true' : 'false');
  return { ownership: flag(choice === 'owner'), agent: flag(choice === 'agent'), others: flag(choice === 'other') };
}

/** The multipart body the browser sends the BFF: the form's own fields, as typed and chosen. */
export function toSellFormData(values: SellValues): FormData {
  return appendAll(new FormData(), values);
}

/** The provider's multipart body for checked values: the radio becomes its three flags. */
export function toProviderFormData({ ownership, ...values }: SellValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(ownershipFields(ownership))) form.append(name, value);
  return appendAll(form, values);
}

function appendAll(form: FormData, values: Record<string, string | File[] | undefined>): FormData {
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((file) => form.append(name, file, file.name));
    else if (value) form.append(name, value);
  }
  return form;
}
