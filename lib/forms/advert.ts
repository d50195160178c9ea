/**
 * The advert forms: the ADVERTISE WITH US request and the advert document
 * upload. One schema each for the browser and the BFF, and their multipart bodies. File types are
 * decided on the server by the bytes (server/http/uploads.ts, lib/forms/advert-file-type.ts); the
 * browser checks what it can: count and size.
 */
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { advertTarget } from '@/lib/adverts/sponsored';
import { advertText, sponsoredText } from '@/lib/messages/adverts';
import { uploadText } from '@/lib/messages/upload';
import { detailSchema } from '@/lib/vst/common';
import { PRODUCT_INFORMATION_MAX } from './advert-limits';
import { sniffAdvertFileType } from './advert-file-type';

const MEGABYTE = 1024 * 1024;
export const ADVERT_IMAGE_MAX_MEGABYTES = 5;
const ADVERT_IMAGE_MAX_BYTES = ADVERT_IMAGE_MAX_MEGABYTES * MEGABYTE;
/** Advert documents may be short videos: the provider accepts up to 20 MB. */
export const ADVERT_FILE_MAX_BYTES = 20 * MEGABYTE;
const ADVERT_TITLE_MAX = 120;
const ADVERT_DESCRIPTION_MAX = 1000;
const ADVERT_LINK_MAX = 500;

// A missing field (not only an empty one) gets 'This is required.'.
const required = z.string(messages.required).trim().min(1, { error: messages.required, abort: true });
const fileSchema = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, messages.required);
const WEB_ADDRESS = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?([/?#]\S*)?$/i;

const oneFile = (requiredMessage: string, maxBytes: number, tooLarge: string) =>
  z
    .array(fileSchema, requiredMessage)
    .min(1, requiredMessage)
    .max(1, requiredMessage)
    .refine((files) => files.every((file) => file.size <= maxBytes), tooLarge);

// ADVERTISE WITH US ---------------------------------------------------------------------------------

export const advertRequestSchema = z.object({
  firstName: required.max(100),
  lastName: required.max(100),
  email: required.pipe(z.email(messages.invalidEmail)),
  phoneNumber: required.regex(/\d/, advertText.phoneNeedsDigit).max(30),
  companyName: required.max(150),
  companyWebsite: z
    .string()
    .trim()
    .max(200, advertText.websiteInvalid)
    .refine((text) => text === '' || WEB_ADDRESS.test(text), advertText.websiteInvalid)
    .optional(),
  advert_image: oneFile(advertText.chooseOneImage, ADVERT_IMAGE_MAX_BYTES, uploadText.imageTooLarge(ADVERT_IMAGE_MAX_MEGABYTES)),
  productInformation: required.max(PRODUCT_INFORMATION_MAX, advertText.productInformationTooLong),
});
export type AdvertRequestInput = z.input<typeof advertRequestSchema>;
export type AdvertRequestValues = z.output<typeof advertRequestSchema>;

/** The empty form, in display order (the first invalid field in this order gets focus). */
export const emptyAdvertRequest: AdvertRequestInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  companyName: '',
  companyWebsite: '',
  advert_image: [],
  productInformation: '',
};

/** Images by their bytes (the default image rule of server/http/uploads.ts). */
export const advertRequestUploadRules = {
  maxBodyBytes: ADVERT_IMAGE_MAX_BYTES + MEGABYTE,
  files: { advert_image: { maxFiles: 1, maxFileBytes: ADVERT_IMAGE_MAX_BYTES, required: true } },
};

/** 201 `{Detail: 'Advert request was successfully created, an admin will contact you.'}` */
export const advertRequestResponseSchema = detailSchema;

// The advert document --------------------------------------------------------------------------------

export const advertCategories = advertText.categories;

export const advertDocumentSchema = z.object({
  category: z.string(advertText.chooseCategory).pipe(z.enum(advertCategories, advertText.chooseCategory)),
  title: required.max(ADVERT_TITLE_MAX, advertText.titleTooLong),
  description: required.max(ADVERT_DESCRIPTION_MAX, advertText.descriptionTooLong),
  // Where the sponsored slot's clicks lead (the click route redirects only here); optional.
  link: z
    .string()
    .trim()
    .max(ADVERT_LINK_MAX, sponsoredText.linkInvalid)
    .refine((text) => text === '' || advertTarget(text) !== null, sponsoredText.linkInvalid)
    .optional(),
  file: oneFile(advertText.chooseOneFile, ADVERT_FILE_MAX_BYTES, advertText.fileTooLarge),
  // From the page's URL (?planId=N), never typed; the provider prices the advert from this plan.
  subscription_id: z.coerce.number().int().positive(),
});
export type AdvertDocumentInput = z.input<typeof advertDocumentSchema>;
export type AdvertDocumentValues = z.output<typeof advertDocumentSchema>;

export const emptyAdvertDocument = { category: '', title: '', description: '', link: '', file: [] } as const;

/** The document's formats are the advert's own (not the image rule): sniffed here, with their messages. */
export const advertDocumentUploadRules = {
  maxBodyBytes: ADVERT_FILE_MAX_BYTES + MEGABYTE,
  files: {
    file: {
      maxFiles: 1,
      maxFileBytes: ADVERT_FILE_MAX_BYTES,
      required: true,
      kind: {
        typeOf: sniffAdvertFileType,
        required: advertText.chooseOneFile,
        tooLarge: advertText.fileTooLarge,
        refusal: advertText.fileNotAccepted,
      },
    },
  },
};

/** The multipart body, the same from the browser to the BFF and from the BFF to the provider. */
export function toAdvertFormData(values: AdvertRequestValues | AdvertDocumentValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((file: File) => form.append(name, file, file.name));
    else if (value !== undefined && value !== '') form.append(name, String(value));
  }
  return form;
}
