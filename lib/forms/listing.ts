/**
 * The listing form: one schema for the browser form (react-hook-form) and the BFF's
 * multipart operations profile/submitListing and profile/modifyProperty. Inputs are strings as typed;
 * the BFF receives `features` as one comma-separated field (its multipart reader keeps one value per
 * text field). Whether a file really is an image or a PDF is decided on the server from its bytes
 * (server/http/uploads.ts); here the browser checks what it can: count, size and declared type.
 */
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { listingFormText as text } from '@/lib/messages/listing-form';
import { uploadText } from '@/lib/messages/upload';
import { photoReviewSchema } from '@/lib/vst/photo-review';
import { checkFeeValues, checkTitleChosen, emptyListingTerms, listingTermsShape } from './listing-terms';
import { checkLivingFactsAnswered, emptyLivingFacts, livingFactsShape } from './living-facts';

const MEGABYTE = 1024 * 1024;
export const LISTING_MAX_FILE_MEGABYTES = 5;
export const LISTING_MAX_FILE_BYTES = LISTING_MAX_FILE_MEGABYTES * MEGABYTE;
/** All files together: bounds what one request may make the server hold in memory. */
export const LISTING_MAX_UPLOAD_MEGABYTES = 60;
const LISTING_MAX_UPLOAD_BYTES = LISTING_MAX_UPLOAD_MEGABYTES * MEGABYTE;
export const LISTING_DESCRIPTION_MAX = 5000;
export const DEFAULT_COUNTRY_ID = '161';

/** Each file field: how many files, and whether PDF documents are accepted beside images. */
export const listingFileLimits = {
  primary_image: { maxFiles: 1, allowPdf: false },
  other_images: { maxFiles: 10, allowPdf: false },
  property_documents: { maxFiles: 10, allowPdf: true },
  floor_plan: { maxFiles: 5, allowPdf: false },
} as const;
export type ListingFileField = keyof typeof listingFileLimits;
export const listingFileFields = Object.keys(listingFileLimits) as ListingFileField[];

/** Which file fields must have a file: all three on create; on edit only those with none on file. */
export type RequiredFiles = Record<Exclude<ListingFileField, 'other_images'>, boolean>;
export const allFilesRequired: RequiredFiles = { primary_image: true, property_documents: true, floor_plan: true };
export const noFilesRequired: RequiredFiles = { primary_image: false, property_documents: false, floor_plan: false };

export const saleChoices = ['sale', 'rent'] as const;
export const saleByChoices = ['owner', 'product'] as const;

const required = z.string(messages.required).trim().min(1, { error: messages.required, abort: true });
const choice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.string(message).pipe(z.enum(values, message));
/** A select's value: the id of a chosen option. */
const chosenId = (message: string) => z.string(message).regex(/^[1-9]\d{0,9}$/, message);
const wholeNumber = (min: number, tooSmall: string) =>
  required.regex(/^\d{1,6}$/, text.wholeNumber).refine((value) => Number(value) >= min, tooSmall);
const optional = (schema: z.ZodType<string>) => z.union([z.literal(''), schema]).optional();
const amount = required.regex(/^\d{1,12}(\.\d{1,2})?$/, text.amount);
const latestYear = () => new Date().getFullYear() + 5;
const year = z
  .string()
  .trim()
  .regex(/^\d{4}$/, { error: () => text.yearBuilt(latestYear()) })
  .refine((value) => Number(value) >= 1800 && Number(value) <= latestYear(), { error: () => text.yearBuilt(latestYear()) });
/** Latitude or longitude: any missing or impossible value gets one message. */
const coordinate = (limit: number) =>
  z
    .string(text.locationMissing)
    .trim()
    .min(1, { error: text.locationMissing, abort: true })
    .refine((value) => Number.isFinite(Number(value)) && Math.abs(Number(value)) <= limit, text.locationMissing);

/** The browser's checkbox list, or the BFF's comma-separated field. */
const features = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : value.split(',').filter(Boolean)))
  .pipe(z.array(chosenId(messages.invalidRequest)).max(100));

/** A browser File, or one the server read from the multipart body. */
const fileSchema = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, messages.required);
const acceptedType = (file: File, allowPdf: boolean) =>
  file.type.startsWith('image/') || (allowPdf && file.type === 'application/pdf');

function files(field: ListingFileField, isRequired: boolean) {
  const { maxFiles, allowPdf } = listingFileLimits[field];
  const missing = maxFiles === 1 ? text.chooseOneImage : text.chooseFiles;
  return z
    .array(fileSchema)
    .optional()
    .transform((chosen) => chosen ?? [])
    .refine((chosen) => !isRequired || chosen.length > 0, missing)
    .refine((chosen) => chosen.length <= maxFiles, text.tooManyFiles(maxFiles))
    .refine((chosen) => chosen.every((file) => file.size <= LISTING_MAX_FILE_BYTES), text.fileTooLarge(LISTING_MAX_FILE_MEGABYTES))
    .refine((chosen) => chosen.every((file) => acceptedType(file, allowPdf)), allowPdf ? uploadText.notAnImageOrPdf : uploadText.notAnImage);
}

function listingFields(requiredFiles: RequiredFiles) {
  return z.object({
    for_sale: choice(saleChoices, text.chooseSaleOrRent),
    for_sale_aso: choice(saleByChoices, text.chooseSaleBy),
    name: required.pipe(z.string().max(150, text.tooLong(150))),
    price: required.regex(/\d/, text.priceNeedsDigit).pipe(z.string().max(30, text.tooLong(30))),
    payment_plan_option_id: chosenId(text.choosePaymentPlan),
    property_type_id: chosenId(text.chooseType),
    property_category_id: chosenId(text.chooseCategory),
    no_bedroom: wholeNumber(1, text.atLeastOne),
    no_bathroom: wholeNumber(1, text.atLeastOne),
    no_kitchen: wholeNumber(1, text.atLeastOne),
    no_toilet: optional(wholeNumber(0, text.notNegative)),
    car_parking: optional(wholeNumber(0, text.notNegative)),
    square_metres: optional(wholeNumber(1, text.atLeastOne)),
    year_built: optional(year),
    features,
    country_id: chosenId(text.chooseCountry),
    state_id: chosenId(text.chooseState),
    city_id: chosenId(text.chooseCity),
    town_id: optional(chosenId(text.chooseTown)),
    description: required.pipe(z.string().max(LISTING_DESCRIPTION_MAX, text.tooLong(LISTING_DESCRIPTION_MAX))),
    vat: amount,
    financial_advisory_fee: amount,
    video_link: optional(z.string().trim().max(500, text.tooLong(500)).pipe(z.url({ protocol: /^https?$/, error: text.validLink }))),
    latitude: coordinate(90),
    longitude: coordinate(180),
    // A checkbox in the browser, its 'true' in the BFF's multipart body; unticked or absent is false.
    no_inspection_fee: z
      .union([z.boolean(), z.string()])
      .optional()
      .transform((value) => value === true || value === 'true' || value === 'on' || value === '1'),
    primary_image: files('primary_image', requiredFiles.primary_image),
    other_images: files('other_images', false),
    property_documents: files('property_documents', requiredFiles.property_documents),
    floor_plan: files('floor_plan', requiredFiles.floor_plan),
    ...listingTermsShape,
    ...livingFactsShape,
  });
}

type FileValues = Record<ListingFileField, File[]>;
const totalBytes = (values: FileValues) =>
  listingFileFields.flatMap((field) => values[field]).reduce((sum, file) => sum + file.size, 0);
const uploadLimit = {
  message: text.filesTooLarge(LISTING_MAX_UPLOAD_MEGABYTES),
  path: ['other_images'],
};

/**
 * The form's schema: `requiredFiles` says which file fields need a file (create: all three);
 * `landTypeIds`, known to the browser, lets it ask every other type its living facts.
 */
export function listingSchema(requiredFiles: RequiredFiles, landTypeIds?: readonly string[]) {
  return listingFields(requiredFiles)
    .refine((values) => totalBytes(values) <= LISTING_MAX_UPLOAD_BYTES, uploadLimit)
    .superRefine(checkFeeValues)
    .superRefine(checkTitleChosen)
    .superRefine(checkLivingFactsAnswered(landTypeIds));
}

/**
 * The BFF's edit schema: which files an edit needs depends on what the property already has, which the
 * provider knows and checks (422 under the field), so none is required here.
 */
export const modifyListingSchema = listingFields(noFilesRequired)
  .extend({ propertyID: chosenId(messages.invalidRequest) })
  .refine((values) => totalBytes(values) <= LISTING_MAX_UPLOAD_BYTES, uploadLimit)
  .superRefine(checkFeeValues)
  .superRefine(checkTitleChosen);

export type ListingInput = z.input<ReturnType<typeof listingSchema>>;
export type ListingValues = z.output<ReturnType<typeof listingSchema>>;
export type ModifyListingValues = z.output<typeof modifyListingSchema>;

/** The text fields of the form (everything but the files), in display order. */
export type ListingTextValues = Omit<Required<{ [Field in keyof ListingInput]: Exclude<ListingInput[Field], undefined> }>, ListingFileField | 'features'> & {
  features: string[];
};

/** The empty create form, in display order (the first invalid field in this order gets focus). */
export const emptyListingText: ListingTextValues = {
  for_sale: '',
  for_sale_aso: '',
  name: '',
  price: '',
  payment_plan_option_id: '',
  vat: '0',
  financial_advisory_fee: '0',
  no_inspection_fee: false,
  property_type_id: '',
  property_category_id: '',
  no_bedroom: '',
  no_bathroom: '',
  no_kitchen: '',
  no_toilet: '',
  car_parking: '',
  square_metres: '',
  year_built: '',
  features: [],
  description: '',
  video_link: '',
  country_id: DEFAULT_COUNTRY_ID,
  state_id: '',
  city_id: '',
  town_id: '',
  latitude: '',
  longitude: '',
  ...emptyListingTerms,
  ...emptyLivingFacts,
};

/** What the BFF enforces while reading the multipart body (server/http/uploads.ts); the schema says what is required. */
export const listingUploadRules = {
  maxBodyBytes: LISTING_MAX_UPLOAD_BYTES + MEGABYTE,
  files: Object.fromEntries(
    listingFileFields.map((field) => [
      field,
      { maxFiles: listingFileLimits[field].maxFiles, maxFileBytes: LISTING_MAX_FILE_BYTES, required: false, allowPdf: listingFileLimits[field].allowPdf },
    ]),
  ),
};

/** The provider's answer to a listing or an edit; the browser needs only where to go next. */
/** `photo_review` is an extension: a provider without it publishes every listing as it is saved. */
export const listingResponseSchema = z.object({
  Detail: z.string(),
  property: z.object({ propertyID: z.number().int() }),
  photo_review: photoReviewSchema.optional(),
});
export type ListingResponse = z.infer<typeof listingResponseSchema>;
