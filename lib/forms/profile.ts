/**
 * My Profile (contract profile/*): the edit form's schema, shared by the browser
 * and the BFF's multipart operation, the photo and notification bodies, and their provider mappings.
 * Whether a file really is an image or a PDF is decided on the server from its bytes.
 */
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { profileText } from '@/lib/messages/profile';
import { uploadText } from '@/lib/messages/upload';
import { notificationSettingsSchema, type User } from '@/lib/vst/auth';

export const religions = ['christian', 'muslim'] as const;
export const genders = ['male', 'female'] as const;

const MEGABYTE = 1024 * 1024;
export const PROFILE_MAX_FILE_MEGABYTES = 5;
const PROFILE_MAX_FILE_BYTES = PROFILE_MAX_FILE_MEGABYTES * MEGABYTE;

// A missing field (not only an empty one) gets 'This is required.'.
const required = z.string(messages.required).trim().min(1, messages.required);
const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.string(messages.required).pipe(z.enum(values, messages.required));
const id = required.pipe(z.string().regex(/^\d+$/, messages.required));

/** A browser File, or one the server read from the multipart body. */
const fileSchema = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, messages.required);
const oneFile = z
  .array(fileSchema)
  .max(1, profileText.oneFileOnly)
  .refine((files) => files.every((file) => file.size <= PROFILE_MAX_FILE_BYTES), uploadText.imageTooLarge(PROFILE_MAX_FILE_MEGABYTES));

/** Today as yyyy-MM-dd (UTC, as the provider compares): a date of birth lies before it. */
export const today = () => new Date().toISOString().slice(0, 10);

/** The documents the provider already holds: a new one is required only when none is on file. */
export type DocumentsOnFile = { validId: boolean; utilityBill: boolean };

export const documentsOnFile = (user: Pick<User, 'valid_id_link' | 'utility_bill_link'>): DocumentsOnFile => ({
  validId: Boolean(user.valid_id_link),
  utilityBill: Boolean(user.utility_bill_link),
});

export function profileSchema(onFile: DocumentsOnFile) {
  const document = (alreadyOnFile: boolean) => (alreadyOnFile ? oneFile : oneFile.min(1, messages.required));
  return z.object({
    firstName: required.pipe(z.string().max(100)),
    lastName: required.pipe(z.string().max(100)),
    phone: required.pipe(z.string().max(30)).pipe(z.string().regex(/\d/, messages.phoneNeedsDigit)),
    religion: choice(religions),
    gender: choice(genders),
    country_id: id,
    state_id: id,
    address: required.pipe(z.string().max(255)),
    // The date input gives yyyy-MM-dd, which is what the provider takes.
    date_of_birth: z
      .union([z.literal(''), z.iso.date(profileText.invalidDate).refine((date) => date < today(), profileText.dateInPast)])
      .optional(),
    valid_id_card: document(onFile.validId),
    utility_bill: document(onFile.utilityBill),
  });
}
export type ProfileInput = z.input<ReturnType<typeof profileSchema>>;
export type ProfileValues = z.output<ReturnType<typeof profileSchema>>;

/**
 * The BFF cannot know without another call what the provider holds, so it lets the documents be
 * optional and the provider, which knows, answers 422 under `valid_id_card`/`utility_bill` when one is missing.
 */
export const profileOperationSchema = profileSchema({ validId: true, utilityBill: true });

/** What the BFF enforces while reading the multipart body (server/http/uploads.ts). */
const documentRule = { maxFiles: 1, maxFileBytes: PROFILE_MAX_FILE_BYTES, required: false, allowPdf: true };
export const profileUploadRules = {
  maxBodyBytes: 2 * PROFILE_MAX_FILE_BYTES + MEGABYTE,
  files: { valid_id_card: documentRule, utility_bill: documentRule },
};

/** The form as it opens: the values on file, in display order (the first invalid one gets focus). */
export function profileFormValues(user: User): ProfileInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? user.phone_number ?? '',
    religion: user.religion ?? '',
    gender: user.gender ?? '',
    country_id: user.country ? String(user.country.id) : '',
    state_id: user.state ? String(user.state.id) : '',
    address: user.address ?? '',
    date_of_birth: user.date_of_birth?.slice(0, 10) ?? '',
    valid_id_card: [],
    utility_bill: [],
  };
}

/** The multipart body: the same field names for the BFF and the provider; empty values are left out. */
export function toProfileFormData(values: Record<string, string | File[] | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((file) => form.append(name, file, file.name));
    else if (value) form.append(name, value);
  }
  return form;
}

/** `profile/changeImage`: exactly one image. */
export const PROFILE_PHOTO_MAX_MEGABYTES = 5;
export const profilePhotoSchema = z.object({
  profile_image: z
    .array(fileSchema, messages.required)
    .length(1, profileText.choosePhoto)
    .refine((files) => files.every((file) => file.size <= PROFILE_PHOTO_MAX_MEGABYTES * MEGABYTE), uploadText.imageTooLarge(PROFILE_PHOTO_MAX_MEGABYTES)),
});
export const profilePhotoUploadRules = {
  maxBodyBytes: PROFILE_PHOTO_MAX_MEGABYTES * MEGABYTE + MEGABYTE,
  files: { profile_image: { maxFiles: 1, maxFileBytes: PROFILE_PHOTO_MAX_MEGABYTES * MEGABYTE, required: true } },
};

/** `profile/changeNotificationSetting` takes all nine flags at once. */
export const notificationSettingsPayloadSchema = notificationSettingsSchema.strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** How often the user hears from us is one three-way choice over two flags. */
export const notificationFrequencies = ['in_real_time', 'once_a_day', 'none'] as const;
export type NotificationFrequency = (typeof notificationFrequencies)[number];

export function frequencyOf(settings: NotificationSettings): NotificationFrequency {
  if (settings.in_real_time) return 'in_real_time';
  if (settings.once_a_day) return 'once_a_day';
  return 'none';
}

export function withFrequency(settings: NotificationSettings, frequency: NotificationFrequency): NotificationSettings {
  return {
    ...settings,
    in_real_time: frequency === 'in_real_time' ? 1 : 0,
    once_a_day: frequency === 'once_a_day' ? 1 : 0,
  };
}

/** The yes/no flags, in the order the settings list them. */
export const notificationFlags = [
  'send_promo_info',
  'new_post',
  'slash_in_price',
  'status_change',
  'promo',
  'discount',
  'fav_prop_status_change',
] as const;
export type NotificationFlag = (typeof notificationFlags)[number];

/** Deleting the account: the browser confirms on purpose. */
export const deleteAccountSchema = z.object({ confirm: z.literal(true) });
