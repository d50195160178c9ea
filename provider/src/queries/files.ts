import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  adverts,
  backgroundInfoViews,
  banners,
  customerAdvertRequests,
  files,
  homeServiceProjectPhotos,
  homeServiceProjects,
  homeServices,
  paymentEvidence,
  properties,
  propertyDocuments,
  propertyImages,
  saleContactFiles,
  saleContacts,
  tips,
  userSubscriptions,
  users,
} from '../db/schema';

/**
 * Stores uploaded bytes under a key made of their sha256: the same file sent twice is stored once.
 * The key is only a name: who may read a file is decided by what refers to it (below), never by
 * knowing the key, so a link handed on opens nothing private.
 */
export async function storeUploadedFile(db: Database, bytes: Buffer, contentType: string): Promise<string> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = `uploads/${sha256}`;
  await db.insert(files).values({ key, contentType, bytes, sha256 }).onConflictDoNothing();
  return key;
}

// Who may read a file. Every column that holds a file key is listed once here, as public (listing
// photos, tips, banners, service and project pictures, profile pictures, running adverts) or private (identity
// documents, payment evidence, title documents, sell enquiries, advert requests, unpaid adverts).
// A key that two rows share (the same bytes uploaded twice) is public as soon as one public row
// holds it, and readable by everyone any private row lets in.

type Reference = {
  /** The table (or join) and the column that holds a key. */
  from: SQL;
  column: SQL;
  /** Seeded tour videos are stored as `/files/{key}` links, not keys. */
  stored?: (key: string) => string;
  /** When such a row makes the file everyone's to read. */
  public?: (now: Date) => SQL | undefined;
  /** When such a row lets this user read the file. */
  reader?: (userId: number, now: Date) => SQL | undefined;
};

const always = () => sql`true`;

/** An advert's file is shown to everyone while it runs (paid, not expired). */
export const advertRunning = (now: Date) => and(eq(adverts.status, 'active'), gt(adverts.expiresAt, now));

/**
 * Private rows and who reads them: the account holder their own identity documents, the buyer
 * their own payment evidence, the sender their own sell enquiry and advert request, the advertiser
 * their advert, and a property's title documents its owner and any user whose live background
 * subscription has opened that property (the view the subscriber paid for).
 */
const REFERENCES: Reference[] = [
  { from: sql`${propertyImages}`, column: sql`${propertyImages.fileKey}`, public: always },
  { from: sql`${tips}`, column: sql`${tips.imageKey}`, public: always },
  { from: sql`${banners}`, column: sql`${banners.imageKey}`, public: always },
  { from: sql`${homeServices}`, column: sql`${homeServices.imageKey}`, public: always },
  { from: sql`${homeServiceProjectPhotos}`, column: sql`${homeServiceProjectPhotos.fileKey}`, public: always },
  { from: sql`${users}`, column: sql`${users.profileImageKey}`, public: always },
  { from: sql`${properties}`, column: sql`${properties.videoLink}`, stored: (key) => `/files/${key}`, public: always },
  {
    from: sql`${adverts}`,
    column: sql`${adverts.fileKey}`,
    public: advertRunning,
    reader: (userId) => eq(adverts.userId, userId),
  },
  { from: sql`${users}`, column: sql`${users.validIdKey}`, reader: (userId) => eq(users.id, userId) },
  { from: sql`${users}`, column: sql`${users.utilityBillKey}`, reader: (userId) => eq(users.id, userId) },
  { from: sql`${paymentEvidence}`, column: sql`${paymentEvidence.fileKey}`, reader: (userId) => eq(paymentEvidence.userId, userId) },
  {
    from: sql`${propertyDocuments}`,
    column: sql`${propertyDocuments.fileKey}`,
    reader: (userId, now) =>
      or(
        sql`exists (select 1 from ${properties} where ${properties.id} = ${propertyDocuments.propertyId} and ${properties.ownerId} = ${userId})`,
        sql`exists (select 1 from ${backgroundInfoViews}
          inner join ${userSubscriptions} on ${userSubscriptions.id} = ${backgroundInfoViews.userSubscriptionId}
          where ${backgroundInfoViews.propertyId} = ${propertyDocuments.propertyId}
          and ${eq(userSubscriptions.userId, userId)} and ${gt(userSubscriptions.expiresAt, now)})`,
      ),
  },
  {
    from: sql`${saleContactFiles} inner join ${saleContacts} on ${saleContacts.id} = ${saleContactFiles.saleContactId}`,
    column: sql`${saleContactFiles.fileKey}`,
    reader: (userId) => eq(saleContacts.userId, userId),
  },
  {
    from: sql`${customerAdvertRequests}`,
    column: sql`${customerAdvertRequests.imageKey}`,
    reader: (userId) => eq(customerAdvertRequests.userId, userId),
  },
];

const referencedBy = (reference: Reference, key: string, condition: SQL | undefined = sql`true`) =>
  sql`exists (select 1 from ${reference.from} where ${reference.column} = ${reference.stored?.(key) ?? key} and ${condition})`;

const publicReferences = (key: string, now: Date) =>
  REFERENCES.flatMap((reference) => (reference.public ? [referencedBy(reference, key, reference.public(now))] : []));

const privateReferences = (key: string, userId: number, now: Date) =>
  REFERENCES.flatMap((reference) => (reference.reader ? [referencedBy(reference, key, reference.reader(userId, now))] : []));

/** Every reference, whoever may read it: what keeps a file stored. */
const anyReference = (key: string) => REFERENCES.map((reference) => referencedBy(reference, key));

const anyOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` or `)})`;

export type StoredFile = typeof files.$inferSelect;

/** The file when anyone may read it (the public `/files/` route). */
export async function publicFile(db: Database, key: string, now = new Date()): Promise<StoredFile | undefined> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.key, key), anyOf(publicReferences(key, now))));
  return file;
}

/** The file when this user may read it (the `/private-files/` route): public files too. */
export async function fileForUser(db: Database, key: string, userId: number, now = new Date()): Promise<StoredFile | undefined> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.key, key), anyOf([...publicReferences(key, now), ...privateReferences(key, userId, now)])));
  return file;
}

/**
 * Deletes those of `keys` that nothing refers to any more: call it after a row that held a file is
 * replaced or deleted, in the same transaction. Only the named keys are checked, never the whole table.
 */
export async function releaseFiles(db: Database, keys: readonly (string | null | undefined)[]): Promise<void> {
  const candidates = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  for (const key of candidates) {
    await db.delete(files).where(and(eq(files.key, key), sql`not (${anyOf(anyReference(key))})`));
  }
}

/** Every file key a user's account holds, directly or through its listings and purchases (for account deletion). */
export async function fileKeysOfUser(db: Database, userId: number): Promise<string[]> {
  const ownProperties = db.select({ id: properties.id }).from(properties).where(eq(properties.ownerId, userId));
  const rows = await Promise.all([
    db.select({ key: users.profileImageKey }).from(users).where(eq(users.id, userId)),
    db.select({ key: users.validIdKey }).from(users).where(eq(users.id, userId)),
    db.select({ key: users.utilityBillKey }).from(users).where(eq(users.id, userId)),
    db.select({ key: paymentEvidence.fileKey }).from(paymentEvidence).where(eq(paymentEvidence.userId, userId)),
    db.select({ key: adverts.fileKey }).from(adverts).where(eq(adverts.userId, userId)),
    db.select({ key: homeServices.imageKey }).from(homeServices).where(eq(homeServices.ownerId, userId)),
    db
      .select({ key: homeServiceProjectPhotos.fileKey })
      .from(homeServiceProjectPhotos)
      .innerJoin(homeServiceProjects, eq(homeServiceProjects.id, homeServiceProjectPhotos.projectId))
      .innerJoin(homeServices, eq(homeServices.id, homeServiceProjects.homeServiceId))
      .where(eq(homeServices.ownerId, userId)),
    db.select({ key: propertyImages.fileKey }).from(propertyImages).where(inArray(propertyImages.propertyId, ownProperties)),
    db.select({ key: propertyDocuments.fileKey }).from(propertyDocuments).where(inArray(propertyDocuments.propertyId, ownProperties)),
  ]);
  return rows.flat().flatMap(({ key }) => (key ? [key] : []));
}
