import { and, eq, max } from 'drizzle-orm';
import { freshnessClock } from '../clock';
import type { Database } from '../db/client';
import { livingFactColumns, livingFactsOf } from '../db/schema-facts';
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
import { hashOfStored, storedHash, type PhotoHash } from '../photoMatch/photoHash';
import { checkNewPhotos, type PhotoCheck, type SavedPhoto } from '../photoMatch/photoMatches';
import type { FileStorage } from '../storage/fileStorage';
import { resetChangedFactAnswers } from './factAnswers';
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
    ...livingFactColumns(fields.livingFacts),
    noInspectionFee: fields.no_inspection_fee,
  };
}

/** Appends images of one kind after those the property already has; answers the photos among them that have a hash. */
async function addImages(
  db: Database,
  storage: FileStorage,
  propertyId: number,
  kind: PropertyImageKind,
  images: (CheckedFile & { photoHash?: PhotoHash | undefined })[],
): Promise<SavedPhoto[]> {
  if (images.length === 0) return [];
  const [last] = await db
    .select({ position: max(propertyImages.position) })
    .from(propertyImages)
    .where(and(eq(propertyImages.propertyId, propertyId), eq(propertyImages.kind, kind)));
  const start = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
  const rows = [];
  for (const [index, image] of images.entries()) {
    const photoHash = image.photoHash === undefined ? null : storedHash(image.photoHash);
    rows.push({ propertyId, kind, fileKey: await storeUploadedFile(db, storage, image.bytes, image.type), position: start + index, photoHash });
  }
  const saved = await db.insert(propertyImages).values(rows).returning({ imageId: propertyImages.id, hash: propertyImages.photoHash });
  return saved.flatMap(({ imageId, hash }) => (hash === null ? [] : [{ imageId, hash: hashOfStored(hash) }]));
}

/**
 * Stores the files sent; answers the keys a new primary image replaced, to release once all else is
 * done, and the new photos to compare with other listings'.
 */
async function storeFiles(db: Database, storage: FileStorage, propertyId: number, files: ListingFiles) {
  let replaced: { fileKey: string }[] = [];
  const photos: SavedPhoto[] = [];
  if (files.primaryImage) {
    // A new primary image replaces the old one (a listing has exactly one).
    replaced = await db
      .delete(propertyImages)
      .where(and(eq(propertyImages.propertyId, propertyId), eq(propertyImages.kind, 'primary')))
      .returning({ fileKey: propertyImages.fileKey });
    photos.push(...(await addImages(db, storage, propertyId, 'primary', [files.primaryImage])));
  }
  photos.push(...(await addImages(db, storage, propertyId, 'other', files.otherImages)));
  await addImages(db, storage, propertyId, 'floor_plan', files.floorPlans);
  for (const document of files.documents) {
    const fileKey = await storeUploadedFile(db, storage, document.bytes, document.type);
    await db.insert(propertyDocuments).values({ propertyId, kind: 'owner_upload', fileKey, originalName: document.name });
  }
  return { replaced: replaced.map((image) => image.fileKey), photos };
}

async function replaceFeatures(db: Database, propertyId: number, featureIds: number[]) {
  await db.delete(propertyFeatureLinks).where(eq(propertyFeatureLinks.propertyId, propertyId));
  if (featureIds.length > 0) {
    await db.insert(propertyFeatureLinks).values(featureIds.map((featureId) => ({ propertyId, featureId })));
  }
}

/** Runs inside a listing's transaction once it is saved, e.g. to queue its alerts with it. */
export type WhenSaved = (tx: Database, propertyId: number) => Promise<void>;

/** What saving a listing did besides saving it. */
export type SavedListing = PhotoCheck & { propertyId: number };

/**
 * A new listing: created now, not featured, Available, no views or likes (the column defaults); held
 * for staff when its photos are another advertiser's (photoMatch/photoMatches.ts).
 */
export async function insertListing(
  db: Database,
  storage: FileStorage,
  ownerId: number,
  fields: ListingFields,
  files: ListingFiles,
  whenSaved?: WhenSaved,
): Promise<SavedListing> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(properties)
      .values({ ...(await propertyColumns(tx, fields)), ownerId })
      .returning({ id: properties.id });
    if (!created) throw new Error('Inserting a listing returned no row');
    await tx.insert(propertyPriceChanges).values({ propertyId: created.id, price: fields.price });
    const { photos } = await storeFiles(tx, storage, created.id, files);
    const check = await checkNewPhotos(tx, created.id, ownerId, photos);
    await replaceFeatures(tx, created.id, fields.featureIds);
    await whenSaved?.(tx, created.id);
    return { propertyId: created.id, ...check };
  });
}

/**
 * An edit rewrites the fields and features; files sent are added (a primary image replaces the old
 * one). Only the photos sent are compared with other listings': those kept were compared when sent.
 */
export async function updateListing(
  db: Database,
  storage: FileStorage,
  propertyId: number,
  fields: ListingFields,
  files: ListingFiles,
  whenSaved?: WhenSaved,
): Promise<PhotoCheck> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        titleType: properties.titleType,
        price: properties.price,
        ownerId: properties.ownerId,
        electricityBand: properties.electricityBand,
        meter: properties.meter,
        powerBackup: properties.powerBackup,
        waterSource: properties.waterSource,
        flooding: properties.flooding,
        road: properties.road,
        security: properties.security,
      })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (!before) throw new Error(`Listing ${propertyId} to update is not there`);
    // What staff saw no longer stands for a different title or for documents added since.
    const titleChanged = before.titleType !== fields.titleType || files.documents.length > 0;
    await tx
      .update(properties)
      .set({ ...(await propertyColumns(tx, fields)), ...(titleChanged ? { titleDocumentsSeenAt: null } : {}) })
      .where(eq(properties.id, propertyId));
    // The price history keeps each price the listing has asked (an edit that keeps the price adds none).
    if (before.price !== fields.price) await tx.insert(propertyPriceChanges).values({ propertyId, price: fields.price });
    await resetChangedFactAnswers(tx, propertyId, livingFactsOf(before), fields.livingFacts);
    const { replaced, photos } = await storeFiles(tx, storage, propertyId, files);
    const check = await checkNewPhotos(tx, propertyId, before.ownerId, photos);
    await replaceFeatures(tx, propertyId, fields.featureIds);
    await releaseFiles(tx, storage, replaced);
    await whenSaved?.(tx, propertyId);
    return check;
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
