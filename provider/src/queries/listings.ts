import { and, eq, max } from 'drizzle-orm';
import { freshnessClock } from '../clock';
import type { Database } from '../db/client';
import {
  cities,
  properties,
  propertyDocuments,
  propertyFeatureLinks,
  propertyImages,
  propertyPriceChanges,
  states,
  towns,
  type PropertyImageKind,
} from '../db/schema';
import type { CheckedFile } from '../http/uploads';
import type { ListingFields, ListingFiles } from '../routes/listingForm';
import type { FileStorage } from '../storage/fileStorage';
import { releaseFiles, storeUploadedFile } from './files';

/** "Alausa, Ikeja, Lagos": the address of a listing whose owner typed none. */
async function addressOf(db: Database, fields: ListingFields): Promise<string> {
  const [state] = await db.select({ name: states.name }).from(states).where(eq(states.id, fields.state_id));
  const [city] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, fields.city_id));
  const [town] = fields.town_id === undefined ? [] : await db.select({ name: towns.name }).from(towns).where(eq(towns.id, fields.town_id));
  return [town?.name, city?.name, state?.name].filter(Boolean).join(', ');
}

async function propertyColumns(db: Database, fields: ListingFields) {
  return {
    name: fields.name,
    address: fields.address ?? (await addressOf(db, fields)),
    description: fields.description,
    transactionType: fields.for_sale ? ('BUY' as const) : ('RENT' as const),
    saleByOwner: fields.for_sale_aso,
    price: fields.price,
    countryId: fields.country_id,
    stateId: fields.state_id,
    cityId: fields.city_id,
    townId: fields.town_id ?? null,
    propertyTypeId: fields.property_type_id,
    propertyCategoryId: fields.property_category_id,
    bedrooms: fields.no_bedroom,
    bathrooms: fields.no_bathroom,
    toilets: fields.no_toilet ?? 0,
    kitchens: fields.no_kitchen,
    carParking: fields.car_parking ?? 0,
    squareFeet: fields.square_feet ?? null,
    yearBuilt: fields.year_built ?? null,
    latitude: fields.latitude,
    longitude: fields.longitude,
    videoLink: fields.video_link ?? null,
    paymentPlanOptionId: fields.payment_plan_option_id,
    vat: fields.vat ?? 0,
    financialAdvisoryFee: fields.financial_advisory_fee ?? 0,
    // A new listing and an edit are the owner's word that it is available now.
    confirmedAt: freshnessClock.now(),
    moveInFees: fields.moveInFees,
    titleType: fields.titleType,
    noInspectionFee: fields.no_inspection_fee,
  };
}

/** Appends images of one kind after those the property already has. */
async function addImages(db: Database, storage: FileStorage, propertyId: number, kind: PropertyImageKind, images: CheckedFile[]) {
  if (images.length === 0) return;
  const [last] = await db
    .select({ position: max(propertyImages.position) })
    .from(propertyImages)
    .where(and(eq(propertyImages.propertyId, propertyId), eq(propertyImages.kind, kind)));
  const start = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
  const rows = [];
  for (const [index, image] of images.entries()) {
    rows.push({ propertyId, kind, fileKey: await storeUploadedFile(db, storage, image.bytes, image.type), position: start + index });
  }
  await db.insert(propertyImages).values(rows);
}

/** Stores the files sent; answers the keys a new primary image replaced, to release once all else is done. */
async function storeFiles(db: Database, storage: FileStorage, propertyId: number, files: ListingFiles): Promise<string[]> {
  let replaced: { fileKey: string }[] = [];
  if (files.primaryImage) {
    // A new primary image replaces the old one (a listing has exactly one).
    replaced = await db
      .delete(propertyImages)
      .where(and(eq(propertyImages.propertyId, propertyId), eq(propertyImages.kind, 'primary')))
      .returning({ fileKey: propertyImages.fileKey });
    await addImages(db, storage, propertyId, 'primary', [files.primaryImage]);
  }
  await addImages(db, storage, propertyId, 'other', files.otherImages);
  await addImages(db, storage, propertyId, 'floor_plan', files.floorPlans);
  for (const document of files.documents) {
    const fileKey = await storeUploadedFile(db, storage, document.bytes, document.type);
    await db.insert(propertyDocuments).values({ propertyId, kind: 'owner_upload', fileKey, originalName: document.name });
  }
  return replaced.map((image) => image.fileKey);
}

async function replaceFeatures(db: Database, propertyId: number, featureIds: number[]) {
  await db.delete(propertyFeatureLinks).where(eq(propertyFeatureLinks.propertyId, propertyId));
  if (featureIds.length > 0) {
    await db.insert(propertyFeatureLinks).values(featureIds.map((featureId) => ({ propertyId, featureId })));
  }
}

/** A new listing: created now, not featured, Available, no views or likes (the column defaults). */
/** Runs inside a listing's transaction once it is saved, e.g. to queue its alerts with it. */
export type WhenSaved = (tx: Database, propertyId: number) => Promise<void>;

export async function insertListing(
  db: Database,
  storage: FileStorage,
  ownerId: number,
  fields: ListingFields,
  files: ListingFiles,
  whenSaved?: WhenSaved,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(properties)
      .values({ ...(await propertyColumns(tx, fields)), ownerId })
      .returning({ id: properties.id });
    if (!created) throw new Error('Inserting a listing returned no row');
    await tx.insert(propertyPriceChanges).values({ propertyId: created.id, price: fields.price });
    await storeFiles(tx, storage, created.id, files);
    await replaceFeatures(tx, created.id, fields.featureIds);
    await whenSaved?.(tx, created.id);
    return created.id;
  });
}

/** An edit rewrites the fields and features; files sent are added (a primary image replaces the old one). */
export async function updateListing(
  db: Database,
  storage: FileStorage,
  propertyId: number,
  fields: ListingFields,
  files: ListingFiles,
  whenSaved?: WhenSaved,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ titleType: properties.titleType, price: properties.price }).from(properties).where(eq(properties.id, propertyId));
    // What staff saw no longer stands for a different title or for documents added since.
    const titleChanged = before?.titleType !== fields.titleType || files.documents.length > 0;
    await tx
      .update(properties)
      .set({ ...(await propertyColumns(tx, fields)), ...(titleChanged ? { titleDocumentsSeenAt: null } : {}) })
      .where(eq(properties.id, propertyId));
    // The price history keeps each price the listing has asked (an edit that keeps the price adds none).
    if (before && before.price !== fields.price) await tx.insert(propertyPriceChanges).values({ propertyId, price: fields.price });
    const replaced = await storeFiles(tx, storage, propertyId, files);
    await replaceFeatures(tx, propertyId, fields.featureIds);
    await releaseFiles(tx, storage, replaced);
    await whenSaved?.(tx, propertyId);
  });
}

/** Which images the property has, which makes them optional on an edit. */
export async function existingListingFiles(db: Database, propertyId: number) {
  const kinds = await db
    .selectDistinct({ kind: propertyImages.kind })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId));
  const has = (kind: PropertyImageKind) => kinds.some((row) => row.kind === kind);
  return { hasPrimaryImage: has('primary'), hasFloorPlan: has('floor_plan') };
}
