import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { paymentPlanOptions, propertyCategories, propertyFeatures, propertyTypes, states } from '../db/schema';
import type { LivingFacts } from '../db/schema-facts';
import { pinRefusal } from '../geography/stateBounds';
import type { FieldErrors } from '../http/errors';
import {
  formCount,
  formId,
  formNaira,
  optionalFormCount,
  optionalFormId,
  optionalText,
  REQUIRED,
  requiredText,
} from '../http/fields';
import type { MultipartForm } from '../http/multipart';
import { checkedFiles, type CheckedFile, type FileRule } from '../http/uploads';
import { fieldErrorsOf } from '../http/validation';
import { photoHashOf, type PhotoHash } from '../photoMatch/photoHash';
import { placeErrors } from '../queries/places';
import { checkListingTerms, type ListingTerms } from './listingTerms';
import { checkLivingFacts } from './livingFacts';

/** The listing form of `profile/submitListing` and `profile/modifyProperty`: its fields, files and checks. */

export const NO_LOCATION = 'Property location was not provided';

/** "1" or "0" only: the web app maps its checkboxes and radios to these. */
const zeroOrOne = (refusal: string) =>
  z
    .enum(['0', '1'], { error: (issue) => (issue.input === undefined || issue.input === '' ? REQUIRED : refusal) })
    .transform((value) => value === '1');

const coordinate = (limit: number) =>
  z
    .string({ error: NO_LOCATION })
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, NO_LOCATION)
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, NO_LOCATION);

const latestYearBuilt = () => new Date().getFullYear() + 5;

const listingFields = z.object({
  for_sale: zeroOrOne('Choose 1 for sale or 0 for rent'),
  for_sale_aso: zeroOrOne('Choose 1 for sale by owner or 0 for sale by product'),
  name: requiredText.pipe(z.string().max(200, 'Must be at most 200 characters')),
  // An extension of the contract's form: without it the address is made of the town, city and state names.
  address: optionalText.pipe(z.string().max(200, 'Must be at most 200 characters').optional()),
  price: formNaira,
  payment_plan_option_id: formId,
  property_type_id: formId,
  property_category_id: formId,
  no_bedroom: formCount(0),
  no_bathroom: formCount(1),
  no_kitchen: formCount(1),
  no_toilet: optionalFormCount(0),
  car_parking: optionalFormCount(0),
  square_feet: optionalFormCount(1),
  year_built: optionalFormCount(1800).refine(
    (year) => year === undefined || year <= latestYearBuilt(),
    'Must not be more than five years from now',
  ),
  country_id: formId,
  state_id: formId,
  city_id: formId,
  town_id: optionalFormId,
  description: requiredText.pipe(z.string().max(5000, 'Must be at most 5000 characters')),
  vat: optionalFormCount(0),
  financial_advisory_fee: optionalFormCount(0),
  video_link: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'Must be a web address starting with https://' }).optional()),
  latitude: coordinate(90),
  longitude: coordinate(180),
  // The owner's declaration that nobody pays to inspect; a form without the field declares nothing.
  no_inspection_fee: z
    .enum(['0', '1'], { error: 'Choose 1 for no inspection fee or 0' })
    .optional()
    .transform((value) => value === '1'),
});

export type ListingFields = z.output<typeof listingFields> & { featureIds: number[] } & ListingTerms & { livingFacts: LivingFacts };

/** A listing photo with its hash, made before the listing's transaction (decoding takes a moment). */
export type ListingPhoto = CheckedFile & { photoHash: PhotoHash | undefined };

export type ListingFiles = {
  primaryImage: ListingPhoto | undefined;
  otherImages: ListingPhoto[];
  documents: CheckedFile[];
  floorPlans: CheckedFile[];
};

/** What the property already has, which makes some files optional on an edit. */
export type ExistingFiles = { hasPrimaryImage: boolean; hasFloorPlan: boolean } | undefined;

function fileRules(existing: ExistingFiles): Record<'primary_image' | 'other_images' | 'property_documents' | 'floor_plan', FileRule> {
  return {
    primary_image: { accept: 'image', min: existing?.hasPrimaryImage ? 0 : 1, max: 1 },
    other_images: { accept: 'image', min: 0, max: 10 },
    // Documents are required with a new listing only; an edit may add more.
    property_documents: { accept: 'document', min: existing ? 0 : 1, max: 10 },
    floor_plan: { accept: 'image', min: existing?.hasFloorPlan ? 0 : 1, max: 5 },
  };
}

/** `features` is a repeated field; a comma-separated value is read as several. */
function featureIdsOf(form: MultipartForm): { ids: number[]; valid: boolean } {
  const values = [...(form.textLists.features ?? []), ...(form.textLists['features[]'] ?? [])]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const valid = values.every((value) => /^\d+$/.test(value));
  return { ids: [...new Set(values.map(Number))], valid };
}

/**
 * The ids the form names must exist, and the category must be one of the chosen type's; `isLand` says
 * whether the chosen type is land (which needs its title, let or sold).
 */
async function referenceErrors(db: Database, fields: z.output<typeof listingFields>, featureIds: number[]): Promise<{ errors: FieldErrors; isLand: boolean }> {
  const [plans, types, categories, features, places, [state]] = await Promise.all([
    db.select({ id: paymentPlanOptions.id }).from(paymentPlanOptions).where(eq(paymentPlanOptions.id, fields.payment_plan_option_id)),
    db.select({ name: propertyTypes.name }).from(propertyTypes).where(eq(propertyTypes.id, fields.property_type_id)),
    db.select().from(propertyCategories).where(eq(propertyCategories.id, fields.property_category_id)),
    featureIds.length === 0
      ? []
      : db.select({ id: propertyFeatures.id }).from(propertyFeatures).where(inArray(propertyFeatures.id, featureIds)),
    placeErrors(db, fields),
    db.select({ name: states.name }).from(states).where(eq(states.id, fields.state_id)),
  ]);
  const errors: FieldErrors = { ...places };
  // The map pin must lie in the state the address names (geography/stateBounds.ts).
  const misplaced = state && !places.state_id ? pinRefusal(state.name, fields) : null;
  if (misplaced) errors.latitude = [misplaced];
  if (plans.length === 0) errors.payment_plan_option_id = ['Unknown payment plan option'];
  if (types.length === 0) errors.property_type_id = ['Unknown property type'];
  const [category] = categories;
  if (!category) errors.property_category_id = ['Unknown property category'];
  else if (category.propertyTypeId !== fields.property_type_id) {
    errors.property_category_id = ['This category does not belong to the chosen property type'];
  }
  if (features.length !== featureIds.length) errors.features = ['Unknown property feature'];
  return { errors, isLand: types[0]?.name === 'Land' };
}

export type CheckedListing = { ok: true; fields: ListingFields; files: ListingFiles } | { ok: false; errors: FieldErrors };

/** Checks the whole form and reports every field's messages at once, files included. */
export async function checkListingForm(db: Database, form: MultipartForm, existing: ExistingFiles): Promise<CheckedListing> {
  const rules = fileRules(existing);
  const parsed = listingFields.safeParse(form.text);
  const features = featureIdsOf(form);
  const [primary, others, documents, floorPlans] = await Promise.all([
    checkedFiles(form.files.primary_image, rules.primary_image),
    checkedFiles(form.files.other_images, rules.other_images),
    checkedFiles(form.files.property_documents, rules.property_documents),
    checkedFiles(form.files.floor_plan, rules.floor_plan),
  ]);
  const references = parsed.success ? await referenceErrors(db, parsed.data, features.ids) : { errors: fieldErrorsOf(parsed.error), isLand: false };
  const errors: FieldErrors = references.errors;
  if (!features.valid) errors.features = ['Must be property feature ids'];
  const isRent = form.text.for_sale === '0';
  const terms = checkListingTerms(form.text, { isRent, needsTitle: !isRent || references.isLand });
  Object.assign(errors, terms.errors);
  // Until the type is known to be land, a home is assumed: its facts are asked for.
  const facts = checkLivingFacts(form.text, { isLand: references.isLand });
  Object.assign(errors, facts.errors);
  const fileErrors = { primary_image: primary, other_images: others, property_documents: documents, floor_plan: floorPlans };
  for (const [field, checked] of Object.entries(fileErrors)) {
    if (checked.errors.length > 0) errors[field] = checked.errors;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  // Every listing photo is hashed here, the one way photos reach a listing: copies of others' photos are found by it.
  const withHash = async (file: CheckedFile): Promise<ListingPhoto> => ({ ...file, photoHash: await photoHashOf(file.bytes) });
  const [primaryImage, otherImages] = await Promise.all([primary.files[0] && withHash(primary.files[0]), Promise.all(others.files.map(withHash))]);
  return {
    ok: true,
    fields: { ...parsed.data, featureIds: features.ids, ...terms.terms, livingFacts: facts.facts },
    files: { primaryImage, otherImages, documents: documents.files, floorPlans: floorPlans.files },
  };
}
