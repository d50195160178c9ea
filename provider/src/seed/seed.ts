import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { storedHash } from '../photoMatch/photoHash';
import { checkNewPhotos, hashedPhotosOf } from '../photoMatch/photoMatches';
import { insertStoredFiles } from '../queries/files';
import type { FileStorage } from '../storage/fileStorage';
import type {
  Named,
  SeedAuthorityLetter,
  SeedBanner,
  SeedComment,
  SeedCountry,
  SeedFile,
  SeedOffer,
  SeedPaymentPlanOption,
  SeedProperty,
  SeedPropertyType,
  SeedPurchase,
  SeedMortgageCompany,
  SeedPaymentHistoryItem,
  SeedState,
  SeedTip,
  SeedUser,
  SeedWishlistItem,
} from './data/types';
import type { SeedBackgroundInfo, SeedSubscriptionType } from './data/subscriptionTypes';
import { seedPayments } from './payments';
import { seedFinance } from './finance';
import { seedServices } from './services';
import type { SeedAdvert, SeedBooking, SeedEnquiry, SeedInspectionHours, SeedReport, SeedServices, SeedVerification } from './data/types';
import { seedBookings } from './bookings';
import { seedAdverts } from './adverts';
import { seedVerifications } from './verifications';
import { seedAuthorityLetters } from './authorityLetters';
import { seedEnquiries } from './enquiries';
import { putSeedFiles } from './storeSeedFiles';

/** What the seed-data modules export (provider/src/seed/data/index.ts); tests pass smaller sets. */
export type SeedData = {
  countries: SeedCountry[];
  states: SeedState[];
  propertyTypes: SeedPropertyType[];
  propertyFeatures: Named[];
  paymentPlanOptions: SeedPaymentPlanOption[];
  seedUsers: SeedUser[];
  properties: SeedProperty[];
  tips: SeedTip[];
  banners: SeedBanner[];
  comments: SeedComment[];
  offers: SeedOffer[];
  wishlist: SeedWishlistItem[];
  purchases: SeedPurchase[];
  mortgageCompanies: SeedMortgageCompany[];
  paymentHistory: SeedPaymentHistoryItem[];
  subscriptionTypes: SeedSubscriptionType[];
  backgroundInfo: SeedBackgroundInfo[];
  services: SeedServices;
  adverts: SeedAdvert[];
  /** Verified advertisers and a pending request; test data sets may leave it out. */
  verifications?: SeedVerification[];
  /** Letters of authority of agents' listings, seen or waiting for staff; test data sets may leave it out. */
  authorityLetters?: SeedAuthorityLetter[];
  /** Reports waiting in the staff queue (the demo data has a few; test fixtures may have none). */
  reports?: SeedReport[];
  /** Advertisers' inspection hours and bookings (the demo data has some; test fixtures may have none). */
  inspectionHours?: SeedInspectionHours[];
  bookings?: SeedBooking[];
  /** Lead-form enquiries and their first answers, for the inbox and the advertiser profiles' figures. */
  enquiries?: SeedEnquiry[];
  seedFiles(): SeedFile[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Keeps each INSERT well under PostgreSQL's 65,535 parameters and PGlite's memory. */
async function insertInChunks<Table extends PgTable>(
  db: Database,
  table: Table,
  rows: Table['$inferInsert'][],
  chunkSize = 200,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await db.insert(table).values(rows.slice(start, start + chunkSize));
  }
}

/** Rows were inserted with explicit ids; the next id a serial hands out must come after them. */
async function advanceSequence(db: Database, table: 'properties' | 'tips'): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`,
  );
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.countries.id }).from(schema.countries).limit(1);
  return rows.length === 0;
}

export type SeedOptions = {
  /** Where made photos are kept between seeds (ProviderConfig.seedPhotoCacheDir). */
  photoCacheDir: string;
  /** Relative dates count back from it. */
  now?: Date;
};

/**
 * Inserts the demo data in one transaction (all or nothing, so a crash mid-way leaves an empty
 * database that the next start seeds again). Relative dates count back from `now`.
 */
export async function seedDatabase(db: Database, storage: FileStorage, data: SeedData, { photoCacheDir, now = new Date() }: SeedOptions): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  // scrypt is slow on purpose, and so is making photos: both before the transaction, side by side.
  const listingPhotoKeys = new Set(data.properties.flatMap((property) => [property.primaryImageKey, ...property.otherImageKeys]));
  const floorPlanKeys = new Set(data.properties.flatMap((property) => property.floorPlanKeys));
  const [passwordHashes, { rows: fileRows, photoHashes }] = await Promise.all([
    Promise.all(data.seedUsers.map((user) => hashPassword(user.password))),
    putSeedFiles(storage, data.seedFiles(), photoCacheDir, {
      isListingPhoto: (key) => listingPhotoKeys.has(key),
      hasVariants: (key) => listingPhotoKeys.has(key) || floorPlanKeys.has(key),
    }),
  ]);
  const photoHashOfKey = (key: string) => {
    const hash = photoHashes.get(key);
    return hash === undefined ? null : storedHash(hash);
  };
  const countryOfState = new Map(data.states.map((state) => [state.id, state.countryId]));

  await db.transaction(async (tx) => {
    await insertInChunks(tx, schema.countries, data.countries);
    await insertInChunks(tx, schema.states, data.states.map(({ id, name, countryId }) => ({ id, name, countryId })));
    const cities = data.states.flatMap((state) => state.cities.map((city) => ({ ...city, stateId: state.id })));
    await insertInChunks(tx, schema.cities, cities.map(({ id, name, stateId }) => ({ id, name, stateId })));
    await insertInChunks(tx, schema.towns, cities.flatMap((city) => city.towns.map((town) => ({ ...town, cityId: city.id }))));

    await insertInChunks(tx, schema.propertyTypes, data.propertyTypes.map(({ id, name }) => ({ id, name })));
    await insertInChunks(
      tx,
      schema.propertyCategories,
      data.propertyTypes.flatMap((type) => type.categories.map((category) => ({ ...category, propertyTypeId: type.id }))),
    );
    await insertInChunks(tx, schema.propertyFeatures, data.propertyFeatures);
    await insertInChunks(tx, schema.paymentPlanOptions, data.paymentPlanOptions);
    await tx.insert(schema.currencies).values({ id: 1, name: 'NGN', symbol: '₦' });

    await insertStoredFiles(tx, fileRows);

    const users = await tx
      .insert(schema.users)
      .values(
        data.seedUsers.map((user, index) => ({
          email: user.email.toLowerCase(),
          passwordHash: passwordHashes[index],
          confirmed: true,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone,
          address: user.address,
          stateId: user.stateId,
          countryId: countryOfState.get(user.stateId),
          serviceProvider: user.serviceProvider,
          role: user.role ?? 'member',
          uniqueCode: `NH${String(index + 1).padStart(6, '0')}`,
        })),
      )
      .returning({ id: schema.users.id, email: schema.users.email });
    const userIdByEmail = new Map(users.map((user) => [user.email, user.id]));
    const userIdOf = (email: string, usedBy: string) => {
      const id = userIdByEmail.get(email.toLowerCase());
      if (id === undefined) throw new Error(`${usedBy} names unknown user ${email}`);
      return id;
    };
    const ownerIdOf = (property: SeedProperty) => userIdOf(property.ownerEmail, `Seed property ${property.id}`);

    // drizzle inserts the columns it knows; the seed's image keys, features and plans go to their own tables.
    await insertInChunks(
      tx,
      schema.properties,
      data.properties.map((property) => ({
        ...property,
        ownerId: ownerIdOf(property),
        createdAt: daysAgo(property.createdDaysAgo),
        // Confirmed when seeded unless the data says otherwise (the demo data does: data/freshness.ts).
        confirmedAt: daysAgo(property.confirmedDaysAgo ?? 0),
        titleDocumentsSeenAt: property.titleDocumentsSeen ? daysAgo(Math.max(0, property.createdDaysAgo - 1)) : null,
      })),
    );
    await insertInChunks(
      tx,
      schema.propertyImages,
      data.properties.flatMap((property) => [
        { propertyId: property.id, kind: 'primary' as const, fileKey: property.primaryImageKey, position: 0, photoHash: photoHashOfKey(property.primaryImageKey) },
        ...property.otherImageKeys.map((fileKey, position) => ({ propertyId: property.id, kind: 'other' as const, fileKey, position, photoHash: photoHashOfKey(fileKey) })),
        ...property.floorPlanKeys.map((fileKey, position) => ({ propertyId: property.id, kind: 'floor_plan' as const, fileKey, position })),
      ]),
      500,
    );
    for (const property of data.properties.filter((listing) => listing.photosComparedOnSeed)) {
      await checkNewPhotos(tx, property.id, ownerIdOf(property), await hashedPhotosOf(tx, property.id));
    }
    await insertInChunks(
      tx,
      schema.propertyFeatureLinks,
      data.properties.flatMap((property) => property.featureIds.map((featureId) => ({ propertyId: property.id, featureId }))),
      1000,
    );
    await insertInChunks(
      tx,
      schema.propertyPaymentPlans,
      data.properties.flatMap((property) =>
        property.paymentPlan.map((plan, position) => ({ propertyId: property.id, ...plan, position })),
      ),
      500,
    );
    await insertInChunks(
      tx,
      schema.propertyPriceChanges,
      data.properties.flatMap((property) =>
        (property.priceHistory ?? [{ price: property.price, daysAgo: property.createdDaysAgo }]).map(({ price, daysAgo: days }) => ({
          propertyId: property.id,
          price,
          changedAt: daysAgo(days),
        })),
      ),
      1000,
    );
    await advanceSequence(tx, 'properties');

    await insertInChunks(
      tx,
      schema.tips,
      data.tips.map(({ postedDaysAgo, ...tip }) => ({ ...tip, postedAt: daysAgo(postedDaysAgo) })),
    );
    await advanceSequence(tx, 'tips');
    await insertInChunks(tx, schema.banners, data.banners);

    await insertInChunks(
      tx,
      schema.propertyComments,
      data.comments.map(({ propertyId, authorEmail, comment, daysAgo: days }) => ({
        propertyId,
        userId: userIdOf(authorEmail, `A comment on property ${propertyId}`),
        comment,
        createdAt: daysAgo(days),
      })),
    );
    await insertInChunks(
      tx,
      schema.propertyOffers,
      data.offers.map(({ authorEmail, daysAgo: days, ...offer }) => ({
        ...offer,
        userId: userIdOf(authorEmail, `An offer on property ${offer.propertyId}`),
        createdAt: daysAgo(days),
      })),
    );
    await insertInChunks(
      tx,
      schema.wishlistItems,
      data.wishlist.map(({ userEmail, propertyId, daysAgo: days }) => ({
        userId: userIdOf(userEmail, `A wishlist item of property ${propertyId}`),
        propertyId,
        createdAt: daysAgo(days),
      })),
    );
    await insertInChunks(
      tx,
      schema.propertyPurchases,
      data.purchases.map(({ userEmail, propertyId, price, daysAgo: days }) => ({
        userId: userIdOf(userEmail, `A purchase of property ${propertyId}`),
        propertyId,
        price,
        purchasedAt: daysAgo(days),
      })),
    );
    await seedFinance(tx, data, { userIdOf, daysAgo });
    await seedPayments(tx, storage, data);
    await seedAdverts(tx, storage, data.adverts, { userIdOf, daysAgo });
    await seedServices(tx, data.services, { userIdOf, daysAgo });
    await seedVerifications(tx, storage, data.verifications, { userIdOf, daysAgo });
    await seedAuthorityLetters(tx, storage, data.authorityLetters, { daysAgo });
    await insertInChunks(
      tx,
      schema.listingReports,
      (data.reports ?? []).map(({ daysAgo: days, ...report }) => ({ ...report, createdAt: daysAgo(days) })),
    );
    const ownerEmailOf = new Map(data.properties.map((property) => [property.id, property.ownerEmail]));
    await seedBookings(
      tx,
      { hours: data.inspectionHours ?? [], bookings: data.bookings ?? [] },
      { userIdOf, ownerIdOfListing: (propertyId) => userIdOf(ownerEmailOf.get(propertyId) ?? '', `A seed booking of property ${propertyId}`), now },
    );
    await seedEnquiries(tx, data.enquiries ?? [], now);
  });
}

/** Seeds a fresh database; a database that already has data is left alone. Returns whether it seeded. */
export async function seedIfEmpty(db: Database, storage: FileStorage, data: SeedData, options: SeedOptions): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDatabase(db, storage, data, options);
  return true;
}
