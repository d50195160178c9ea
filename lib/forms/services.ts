/**
 * The home-services forms (the profile, the review and the message to a professional):
 * one schema each for the browser form and the BFF operation. Whether the image really is an image is
 * decided on the server from its bytes (server/http/uploads.ts); here the browser checks what it can.
 */
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { servicesText as text } from '@/lib/messages/services';
import { uploadText } from '@/lib/messages/upload';

const MEGABYTE = 1024 * 1024;
export const SERVICE_IMAGE_MAX_MEGABYTES = 5;
const SERVICE_IMAGE_MAX_BYTES = SERVICE_IMAGE_MAX_MEGABYTES * MEGABYTE;

const required = z.string(messages.required).trim().min(1, { error: messages.required, abort: true });
const limited = (max: number) => required.pipe(z.string().max(max, text.tooLong(max)));
const email = required.pipe(z.email(messages.invalidEmail));
const chosenId = (message: string) => z.string(message).regex(/^[1-9]\d{0,9}$/, message);
const socialLink = z
  .union([z.literal(''), z.string().trim().max(300, text.tooLong(300)).pipe(z.url({ protocol: /^https?$/, error: text.socialLink }))])
  .optional();

const fileSchema = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, messages.required);

/** The image: one file, required unless the service already has one (`imageRequired`). */
function imageField(imageRequired: boolean) {
  return z
    .array(fileSchema)
    .optional()
    .transform((chosen) => chosen ?? [])
    .refine((chosen) => !imageRequired || chosen.length > 0, text.imageRequired)
    .refine((chosen) => chosen.length <= 1, text.oneImage)
    .refine((chosen) => chosen.every((file) => file.size <= SERVICE_IMAGE_MAX_BYTES), uploadText.imageTooLarge(SERVICE_IMAGE_MAX_MEGABYTES))
    .refine((chosen) => chosen.every((file) => file.type.startsWith('image/')), uploadText.notAnImage);
}

const serviceTextFields = {
  service_title: limited(150),
  home_service_category_id: chosenId(text.chooseCategory),
  home_service_category_type_id: chosenId(text.chooseCategoryType),
  business_description: limited(5000),
  business_email: email,
  business_phone: required.regex(/^\d{11}$/, text.phoneDigits),
  business_address: limited(300),
  web_address: required.max(300, text.tooLong(300)).regex(/^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?(\/\S*)?$/i, text.webAddressInvalid),
  years_of_experience: required.regex(/^\d{1,2}$/, text.years),
  facebook_link: socialLink,
  twitter_link: socialLink,
  instagram_link: socialLink,
  linkedin_link: socialLink,
};

export function homeServiceSchema(imageRequired: boolean) {
  return z.object({ ...serviceTextFields, image_link: imageField(imageRequired) });
}
/** The BFF's add schema: the image is always required. */
export const addHomeServiceSchema = homeServiceSchema(true);
/** The BFF's edit schema: whether an image is needed is the provider's call (it knows the one on file). */
export const modifyHomeServiceSchema = homeServiceSchema(false).extend({ homeServiceID: chosenId(messages.invalidRequest) });

export type HomeServiceInput = z.input<typeof addHomeServiceSchema>;
export type HomeServiceValues = z.output<typeof addHomeServiceSchema>;
export type HomeServiceTextValues = Omit<Required<{ [Field in keyof HomeServiceInput]: Exclude<HomeServiceInput[Field], undefined> }>, 'image_link'>;
export type ModifyHomeServiceValues = z.output<typeof modifyHomeServiceSchema>;

/** The form's category and type choices, read from the provider's reference lists on the server. */
export type CategoryOptions = {
  categories: { value: string; label: string }[];
  types: { id: number; name: string; category_id: number }[];
};

/** The empty form, in display order (the first invalid field in this order gets focus). */
export const emptyHomeServiceText: HomeServiceTextValues = {
  service_title: '',
  home_service_category_id: '',
  home_service_category_type_id: '',
  business_description: '',
  business_email: '',
  business_phone: '',
  business_address: '',
  web_address: '',
  years_of_experience: '',
  facebook_link: '',
  twitter_link: '',
  instagram_link: '',
  linkedin_link: '',
};
export const homeServiceTextFields = Object.keys(emptyHomeServiceText) as (keyof HomeServiceTextValues)[];

/** What the BFF enforces while reading the multipart body; the schema says whether the image is required. */
export const homeServiceUploadRules = {
  maxBodyBytes: SERVICE_IMAGE_MAX_BYTES + MEGABYTE,
  files: { image_link: { maxFiles: 1, maxFileBytes: SERVICE_IMAGE_MAX_BYTES, required: false } },
};

/** The multipart body, the same from the browser to the BFF and from the BFF to the provider. */
export function toHomeServiceFormData(values: HomeServiceValues | ModifyHomeServiceValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (name === 'image_link') continue;
    if (typeof value === 'string' && value !== '') form.append(name, value);
  }
  for (const file of values.image_link) form.append('image_link', file, file.name);
  return form;
}

const stars = z.number(messages.required).int().min(0, text.stars).max(5, text.stars);

export const reviewFormSchema = z.object({
  home_service_id: z.coerce.number().int().positive(),
  reviewer_name: limited(100),
  reviewer_email: email,
  reviewer_phone_no: limited(30),
  market_expert: stars,
  responsiveness: stars,
  negotiation_skill: stars,
  professionalism_communication: stars,
  message: limited(2000),
});
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

export const ratingFields = ['market_expert', 'responsiveness', 'negotiation_skill', 'professionalism_communication'] as const;
export type RatingField = (typeof ratingFields)[number];

export const messageFormSchema = z.object({
  home_service_id: z.coerce.number().int().positive(),
  name: limited(100),
  email,
  message: limited(2000),
});
export type MessageFormInput = z.input<typeof messageFormSchema>;

// Projects (the PROJECTS tab, written from the service's edit page) --------------------------------

export const MAX_PROJECT_PHOTOS = 10;

/** One form for adding and changing a project; `project_id` set means a change. Photos are new ones only. */
export const projectFormSchema = z.object({
  home_service_id: chosenId(messages.invalidRequest),
  project_id: z.union([z.literal(''), chosenId(messages.invalidRequest)]).optional(),
  title: limited(150),
  description: limited(3000),
  photos: z
    .array(fileSchema)
    .optional()
    .transform((chosen) => chosen ?? [])
    .refine((chosen) => chosen.every((file) => file.size <= SERVICE_IMAGE_MAX_BYTES), uploadText.imageTooLarge(SERVICE_IMAGE_MAX_MEGABYTES))
    .refine((chosen) => chosen.every((file) => file.type.startsWith('image/')), uploadText.notAnImage),
  /** Photos already on the project that the professional took off, as ids separated by commas (one text field). */
  remove_photo_ids: z.string().regex(/^([1-9]\d{0,9}(,[1-9]\d{0,9})*)?$/, messages.invalidRequest).optional(),
});
export type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectFormValues = z.output<typeof projectFormSchema>;

/** At most ten photos: the ones kept plus the new ones (the provider checks the same). */
export const projectPhotoCountOk = (kept: number, added: number) => kept + added <= MAX_PROJECT_PHOTOS;

/** A single ticked checkbox comes as its value, none as false, several as a list: always a list here. */
const tickedIds = z.preprocess(
  (ticked) => (Array.isArray(ticked) ? ticked : typeof ticked === 'string' ? [ticked] : []),
  z.array(chosenId(messages.invalidRequest)),
);

/**
 * The project form as the browser holds it: the photos to take off as the ids of ticked boxes
 * (`remove`), and no more photos than fit beside the `photosOnFile` the project keeps. Which service
 * and which project come from the page, not from fields.
 */
export const projectEditorSchema = (photosOnFile: number) =>
  projectFormSchema
    .pick({ title: true, description: true, photos: true })
    .extend({ remove: tickedIds })
    // Counted once every field is valid on its own: the count needs the ticked ids and the photos' checks.
    .refine((values) => projectPhotoCountOk(photosOnFile - values.remove.length, values.photos.length), { path: ['photos'], error: text.tooManyPhotos });

export const projectUploadRules = {
  maxBodyBytes: MAX_PROJECT_PHOTOS * SERVICE_IMAGE_MAX_BYTES + MEGABYTE,
  files: { photos: { maxFiles: MAX_PROJECT_PHOTOS, maxFileBytes: SERVICE_IMAGE_MAX_BYTES, required: false } },
};

/** The multipart body, the same from the browser to the BFF and from the BFF to the provider. */
export function toProjectFormData(values: ProjectFormValues): FormData {
  const form = new FormData();
  form.append('home_service_id', values.home_service_id);
  if (values.project_id) form.append('project_id', values.project_id);
  form.append('title', values.title);
  form.append('description', values.description);
  if (values.remove_photo_ids) form.append('remove_photo_ids', values.remove_photo_ids);
  for (const file of values.photos) form.append('photos', file, file.name);
  return form;
}

export const deleteProjectSchema = z.object({ project_id: z.coerce.number().int().positive() });
